import { DEFAULT_LOCALE } from '#core/i18n/locales';
import { LEAD_SOURCES, type LeadFilter, type LeadSource, matchesLeadFilter } from '#core/leads';
import type { LeadItem, LeadScope } from '#core/schemas/leads';
import type { LocalLead, LocalStaffNotes } from '#offline/db';
import { notesShown } from '../data/staff-notes';

/** A lead still on this device: queued, or refused by the server with its reason ('' if none). */
export interface WaitingLead extends LocalLead {
  /** Sent at least once (the reply unknown): it may be on the server, so it cannot be deleted here. */
  sent: boolean;
  failure: string | null;
}

/** A row of the Leads table: from the server, or still waiting on this device. */
export interface LeadRow extends LeadItem {
  waiting: { sent: boolean; failure: string | null } | null;
}

/** Who captured this device's waiting leads: the person signed in here. */
type Capturer = LeadItem['capturedBy'];

/**
 * The server's leads and this device's waiting ones, newest first, as the filter shows them (and
 * the member filter, `scope.member`, the waiting ones: the server narrows its own), each with the
 * staff notes edited here and not yet sent merged in.
 */
export function leadRows(
  server: LeadItem[],
  waiting: WaitingLead[],
  filter: LeadFilter,
  notes: ReadonlyMap<string, LocalStaffNotes> = new Map(),
  { me = null, scope = {} }: { me?: Capturer; scope?: LeadScope } = {},
): LeadRow[] {
  const captured = !scope.member || scope.member === me?.userId;
  const onServer = new Set(server.map((lead) => lead.id));
  const rows: LeadRow[] = [
    ...server.map((lead) => ({ ...lead, ...notesShown(lead, notes.get(lead.id)), waiting: null })),
    ...waiting
      // A lead the server has just acknowledged may still be listed here for a moment.
      .filter((lead) => captured && !onServer.has(lead.id))
      .map(({ ownerId: _, sent, failure, ...lead }) => ({
        ...lead,
        ...notesShown(null, notes.get(lead.id)),
        event: lead.event ?? null,
        device: lead.device ?? null,
        // A lead kept before leads had a language was left in English.
        locale: lead.locale ?? DEFAULT_LOCALE,
        source: 'kiosk' as const,
        waiting: { sent, failure },
        notMailed: null,
        capturedBy: me,
        sentAfterRemoval: false,
      })),
  ];
  return rows
    .filter((row) => matchesLeadFilter(row, filter))
    .sort((a, b) => b.capturedAt.localeCompare(a.capturedAt) || a.id.localeCompare(b.id));
}

/** The Leads page's filter fields as typed; an empty one filters nothing. */
export interface FilterFields {
  /** The member whose captures a team's owners and admins narrow the list to. */
  member: string;
  flipbookId: string;
  event: string;
  /** A lead source, or '' for every place. */
  source: string;
  from: string;
  to: string;
  search: string;
}

export const NO_FILTER: FilterFields = {
  member: '',
  flipbookId: '',
  event: '',
  source: '',
  from: '',
  to: '',
  search: '',
};

const isSource = (value: string): value is LeadSource =>
  (LEAD_SOURCES as readonly string[]).includes(value);

/**
 * The filter of the page's fields: a flipbook, an event, a place, a search, and days in this
 * device's time zone from `from` to `to`, both included (`YYYY-MM-DD` as date inputs give them).
 */
export function leadFilter(fields: FilterFields): LeadFilter {
  const search = fields.search.trim();
  const startOf = (day: string) => new Date(`${day}T00:00:00`);
  const dayAfter = (day: string) => {
    const date = startOf(day);
    date.setDate(date.getDate() + 1);
    return date;
  };
  return {
    ...(fields.flipbookId ? { flipbookId: fields.flipbookId } : {}),
    ...(fields.event ? { event: fields.event } : {}),
    ...(isSource(fields.source) ? { source: fields.source } : {}),
    ...(search ? { search } : {}),
    ...(fields.from ? { from: startOf(fields.from).toISOString() } : {}),
    ...(fields.to ? { to: dayAfter(fields.to).toISOString() } : {}),
  };
}

/** The filter, and whose leads (a team's, one member's captures), as the query of the calls. */
export function filterQuery(filter: LeadFilter, scope: LeadScope = {}): string {
  const pairs = Object.entries({ ...scope, ...filter }).map(
    ([key, value]) => `${key}=${encodeURIComponent(String(value))}`,
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * Whose leads the page lists: the team's whose library is shown (`teamId`), narrowed to one
 * member's captures when a team's owner or admin picked one; or, with no team, the person's own.
 */
export function leadScope(teamId: string | null, fields: Pick<FilterFields, 'member'>): LeadScope {
  if (!teamId) return {};
  return fields.member ? { team: teamId, member: fields.member } : { team: teamId };
}

/**
 * This device's waiting leads of the library shown: each belongs to the library of its flipbook
 * on this device (`libraryOf`, by flipbook id; the person's own library when it is in no team's).
 */
export function waitingInLibrary(
  waiting: WaitingLead[],
  libraryOf: ReadonlyMap<string, string>,
  library: { key: string; userId: string },
): WaitingLead[] {
  return waiting.filter(
    (lead) => (libraryOf.get(lead.flipbookId) ?? library.userId) === library.key,
  );
}

/**
 * Whose captures the member filter offers: the team's members, then anyone else a listed lead
 * names (a member who has left since), each once.
 */
export function capturerChoices(
  members: Array<{ userId: string; name: string }>,
  leads: Array<Pick<LeadItem, 'capturedBy'>>,
): Array<{ userId: string; name: string }> {
  const choices = new Map(members.map((m) => [m.userId, m.name]));
  for (const { capturedBy } of leads)
    if (capturedBy && !choices.has(capturedBy.userId))
      choices.set(capturedBy.userId, capturedBy.name);
  return [...choices].map(([userId, name]) => ({ userId, name }));
}
