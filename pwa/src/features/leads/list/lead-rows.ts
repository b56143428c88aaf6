import { LEAD_SOURCES, type LeadFilter, type LeadSource, matchesLeadFilter } from '#core/leads';
import type { LeadItem } from '#core/schemas/leads';
import type { LocalLead, LocalStaffNotes } from '#offline/db';
import { notesShown } from '../data/staff-notes';

/** A lead still on this device: queued, or refused by the server with its reason. */
export interface WaitingLead extends LocalLead {
  /** Sent at least once (the reply unknown): it may be on the server, so it cannot be deleted here. */
  sent: boolean;
  failure: string | null;
}

/** A row of the Leads table: from the server, or still waiting on this device. */
export interface LeadRow extends LeadItem {
  waiting: { sent: boolean; failure: string | null } | null;
}

/**
 * The server's leads and this device's waiting ones, newest first, as the filter shows them, each
 * with the staff notes edited here and not yet sent merged in.
 */
export function leadRows(
  server: LeadItem[],
  waiting: WaitingLead[],
  filter: LeadFilter,
  notes: ReadonlyMap<string, LocalStaffNotes> = new Map(),
): LeadRow[] {
  const onServer = new Set(server.map((lead) => lead.id));
  const rows: LeadRow[] = [
    ...server.map((lead) => ({ ...lead, ...notesShown(lead, notes.get(lead.id)), waiting: null })),
    ...waiting
      // A lead the server has just acknowledged may still be listed here for a moment.
      .filter((lead) => !onServer.has(lead.id))
      .map(({ ownerId: _, sent, failure, ...lead }) => ({
        ...lead,
        ...notesShown(null, notes.get(lead.id)),
        event: lead.event ?? null,
        device: lead.device ?? null,
        source: 'kiosk' as const,
        waiting: { sent, failure },
        notMailed: null,
      })),
  ];
  return rows
    .filter((row) => matchesLeadFilter(row, filter))
    .sort((a, b) => b.capturedAt.localeCompare(a.capturedAt) || a.id.localeCompare(b.id));
}

/** The Leads page's filter fields as typed; an empty one filters nothing. */
export interface FilterFields {
  flipbookId: string;
  event: string;
  /** A lead source, or '' for every place. */
  source: string;
  from: string;
  to: string;
  search: string;
}

export const NO_FILTER: FilterFields = {
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

/** The filter as the query of the list and export calls. */
export function filterQuery(filter: LeadFilter): string {
  const pairs = Object.entries(filter).map(
    ([key, value]) => `${key}=${encodeURIComponent(String(value))}`,
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}
