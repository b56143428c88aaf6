/**
 * Leads: a visitor's address left for a brochure (docs/privacy.md). The limits, the texts the
 * form shows word for word, and the filter the Leads page and the export apply alike.
 */

export const LEAD_LIMITS = {
  nameMaxChars: 100,
  companyMaxChars: 100,
  noteMaxChars: 500,
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
  thanks: "Thanks! We'll e-mail you the link.",
  /** A kiosk's thanks with no network: the lead waits on the device. */
  thanksOffline: "Thanks! We'll e-mail you the link as soon as we're back online.",
  /** The Edit dialog's switch that puts the form on the shared link and the embed page. */
  formSwitch: 'Ask readers for their e-mail',
  consentRefused: 'Tick the box to agree to be contacted',
  formOff: 'This flipbook does not ask for e-mail addresses',
  tooMany: 'Too many addresses were sent from your network. Please try again in an hour.',
} as const;

/** The consent box, worded with the creator's display name. */
export const consentText = (creatorName: string) =>
  `${creatorName} may contact me about this brochure`;

/** Which leads a list or an export shows: one flipbook's, and those left within [from, to). */
export interface LeadFilter {
  flipbookId?: string;
  /** ISO instants; `to` is exclusive. */
  from?: string;
  to?: string;
}

export function matchesLeadFilter(
  lead: { flipbookId: string; capturedAt: string },
  filter: LeadFilter,
): boolean {
  const at = Date.parse(lead.capturedAt);
  return (
    (!filter.flipbookId || lead.flipbookId === filter.flipbookId) &&
    (!filter.from || at >= Date.parse(filter.from)) &&
    (!filter.to || at < Date.parse(filter.to))
  );
}

/** The page a lead's mail links to, where the visitor deletes what they left ('Forget me'). */
export const FORGET_ME_PATH = '/forget-me';

export function forgetMeUrl(origin: string, leadId: string, token: string): string {
  const query = `lead=${encodeURIComponent(leadId)}&token=${encodeURIComponent(token)}`;
  return `${origin.replace(/\/+$/, '')}${FORGET_ME_PATH}?${query}`;
}
