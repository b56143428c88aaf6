import { toCsv } from '#core/csv';
import { LEAD_SOURCE_LABELS, type LeadFilter, leadsFileName } from '#core/leads';
import type { ForgottenLead, LeadItem } from '#core/schemas/leads';
import { ratingLabel } from '#core/staff-notes';
import type { LeadRecord } from '../../store/leads';
import type { ListedLead, ListedLeads } from './lead-lists';
import { toStaffNotesItem } from './staff-notes';

/**
 * A lead's own fields, as its creator's list and a webhook's delivery show them, with the language
 * its visitor read the form in (a CRM writes back in it).
 */
export function leadDetailsItem(lead: LeadRecord, flipbookTitle: string) {
  return {
    id: lead.id,
    flipbookId: lead.flipbookId,
    flipbookTitle,
    email: lead.email,
    name: lead.name,
    company: lead.company,
    note: lead.note,
    source: lead.source,
    event: lead.event,
    device: lead.device,
    capturedAt: lead.capturedAt,
    locale: lead.locale,
  };
}

/** A lead as its creator, or its team, sees it under Leads. */
export const toLeadItem = ({
  lead,
  flipbookTitle,
  notMailed,
  capturedBy,
}: ListedLead): LeadItem => ({
  ...leadDetailsItem(lead, flipbookTitle),
  ...toStaffNotesItem(lead),
  notMailed: notMailed ? 'daily-limit' : null,
  capturedBy,
  sentAfterRemoval: lead.sentAfterRemoval,
});

/** A forgotten lead under Leads: what tells it apart in an earlier export, nothing personal. */
export function toForgottenLead({
  lead,
  flipbookTitle,
}: ListedLeads['forgotten'][number]): ForgottenLead {
  return {
    id: lead.id,
    flipbookId: lead.flipbookId,
    flipbookTitle,
    source: lead.source,
    event: lead.event,
    capturedAt: lead.capturedAt,
    forgottenAt: lead.deletedAt ?? lead.capturedAt,
  };
}

const HEADER = [
  'When (UTC)',
  'Flipbook',
  'E-mail',
  'Name',
  'Company',
  'Note',
  'Where',
  'Event',
  'Device',
  'Consent',
  'Consent given (UTC)',
  'Lead id',
  'Staff note',
  'Rating',
  'Tags',
  'Captured by',
  'Sent after removal',
  'Language',
];

/** '2026-11-27 09:05:00': a time a spreadsheet reads as one. */
const utcTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/**
 * 'Export CSV': the table's columns, then the event, the device, the consent the visitor gave and
 * when, the lead's id (to find a lead forgotten later), the staff's note, rating and tags, and
 * the member who captured it and whether they sent it after leaving, and the language the visitor
 * read the form in (core/i18n/locales.ts, 'de'), each added last so the columns before keep their
 * places, one lead a row (core/csv.ts makes formulas inert, in every cell).
 */
export function leadsCsv(leads: ListedLead[]): string {
  return toCsv(
    HEADER,
    leads.map(({ lead, flipbookTitle, capturedBy }) => [
      utcTime(lead.capturedAt),
      flipbookTitle,
      lead.email,
      lead.name ?? '',
      lead.company ?? '',
      lead.note ?? '',
      LEAD_SOURCE_LABELS[lead.source],
      lead.event ?? '',
      lead.device ?? '',
      lead.consent ?? '',
      utcTime(lead.capturedAt),
      lead.id,
      lead.staffNote ?? '',
      ratingLabel(lead.rating),
      lead.tags.join(', '),
      capturedBy?.name ?? '',
      lead.sentAfterRemoval ? 'Yes' : '',
      lead.locale,
    ]),
  );
}

/** The export's file name, saying its filter, on the day (UTC) it was made. */
export const exportFileName = (filter: LeadFilter, listed: ListedLeads, now: number) =>
  leadsFileName(
    { ...filter, flipbookTitle: listed.flipbookTitle ?? undefined },
    new Date(now).toISOString().slice(0, 10),
  );
