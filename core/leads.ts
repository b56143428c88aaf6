/**
 * Leads: a visitor's address left for a brochure (docs/privacy.md). The limits, the texts the
 * form shows word for word, and the filter the Leads page and the export apply alike.
 */

export const LEAD_LIMITS = {
  nameMaxChars: 100,
  companyMaxChars: 100,
  noteMaxChars: 500,
  /** The name a kiosk's device goes by in its leads ('Tablet 2'). */
  deviceMaxChars: 60,
  /** What the Leads page's search box takes. */
  searchMaxChars: 100,
  /** After sending, a kiosk's form clears itself for the next visitor. */
  kioskClearMs: 10_000,
  /** Leads the public form takes from one address in an hour (429 beyond). */
  publicPerIpPerHour: 10,
  /** Mails to visitors one account's leads send in a day; the rest wait, never dropped. */
  mailsPerAccountPerDay: 200,
  /**
   * Mails one flipbook's leads send in a day, inside its account's: junk left on one flipbook
   * never uses up the mails of the others. The rest wait for the next day.
   */
  mailsPerFlipbookPerDay: 50,
  /**
   * Brochure mails one address gets in a day, whoever asks: the lead form is no way to flood a
   * stranger's inbox. The same brochure goes to an address once a day; a repeat is not mailed.
   */
  mailsPerAddressPerDay: 5,
} as const;

/** Where a lead was left: the event kiosk, the shared link, or a page that embeds the flipbook. */
export const LEAD_SOURCES = ['kiosk', 'link', 'embed'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  kiosk: 'Event kiosk',
  link: 'Shared link',
  embed: 'Embed',
};

export const LEAD_TEXTS = {
  kioskTitle: 'Send me this brochure',
  readerTitle: 'Get this brochure by e-mail',
  /** The Edit dialog's switch that puts the form on the shared link and the embed page. */
  formSwitch: 'Ask readers for their e-mail',
  consentRefused: 'Tick the box to agree to be contacted',
  formOff: 'This flipbook does not ask for e-mail addresses',
  tooMany: 'Too many addresses were sent from your network. Please try again in an hour.',
  /** A team lead's mark: captured while a member, sent after they left or were removed. */
  sentAfterRemoval: 'Sent after removal',
  /** Who captured a lead, when their account is gone. */
  capturerGone: 'Deleted account',
} as const;

/**
 * Which leads a list or an export shows: one flipbook's, one event's, one place's, those left
 * within [from, to), and those whose address, name, company or a tag holds `search`.
 */
export interface LeadFilter {
  flipbookId?: string;
  /** The event a kiosk's lead was left at (its kit's name), matched whole. */
  event?: string;
  source?: LeadSource;
  /** ISO instants; `to` is exclusive. */
  from?: string;
  to?: string;
  /** Part of an address, a name, a company or a tag, in any case. */
  search?: string;
}

/** What a filter reads of a lead. */
export interface FilteredLead {
  flipbookId: string;
  capturedAt: string;
  source: LeadSource;
  event?: string | null;
  email: string;
  name: string | null;
  company: string | null;
  /** The staff's tags (core/staff-notes.ts); a lead still waiting on a device has none. */
  tags?: readonly string[];
}

export function matchesLeadFilter(lead: FilteredLead, filter: LeadFilter): boolean {
  const at = Date.parse(lead.capturedAt);
  const search = filter.search?.trim().toLocaleLowerCase();
  return (
    (!filter.flipbookId || lead.flipbookId === filter.flipbookId) &&
    (!filter.event || lead.event === filter.event) &&
    (!filter.source || lead.source === filter.source) &&
    (!filter.from || at >= Date.parse(filter.from)) &&
    (!filter.to || at < Date.parse(filter.to)) &&
    (!search ||
      [lead.email, lead.name, lead.company, ...(lead.tags ?? [])].some((text) =>
        text?.toLocaleLowerCase().includes(search),
      ))
  );
}

/**
 * Whether a forgotten lead belongs to what the filter shows: by its flipbook, event, place and
 * days. A search cannot find it, as its address, name and company are gone, so the search is left out.
 */
export function matchesForgottenLead(
  lead: Pick<FilteredLead, 'flipbookId' | 'capturedAt' | 'source' | 'event'>,
  { search: _, ...filter }: LeadFilter,
): boolean {
  return matchesLeadFilter({ ...lead, email: '', name: null, company: null }, filter);
}

/** A name as a part of a file name: 'Spring Fair 2026!' is 'spring-fair-2026'. */
const fileNamePart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/**
 * The export's file name says what it holds: 'leads-spring-fair-2026-12-05.csv' for an event's
 * leads exported on 5 December; the flipbook, the place and a search name it too.
 */
export function leadsFileName(
  named: { event?: string; flipbookTitle?: string; source?: LeadSource; search?: string },
  day: string,
): string {
  const parts = [
    named.event,
    named.flipbookTitle,
    named.source && LEAD_SOURCE_LABELS[named.source],
    named.search && `search ${named.search}`,
  ]
    .map((part) => (part ? fileNamePart(part) : ''))
    .filter(Boolean);
  return `${['leads', ...parts, day].join('-')}.csv`;
}
