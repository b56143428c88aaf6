import { toCsv } from '#core/csv';
import { LEAD_SOURCE_LABELS, type LeadFilter, leadsFileName } from '#core/leads';
import type { ForgottenLead, LeadItem } from '#core/schemas/leads';
import { ratingLabel } from '#core/staff-notes';
import type { LeadRecord } from '../../store/leads';
import type { ListedLead, ListedLeads } from './service';
import { toStaffNotesItem } from './staff-notes';

/** A lead's own fields, as its creator's list and a webhook's delivery show them. */
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
  };
}

/** A lead as its creator sees it under Leads. */
export const toLeadItem = ({ lead, flipbookTitle, notMailed }: ListedLead): LeadItem => ({
  ...leadDetailsItem(lead, flipbookTitle),
  ...toStaffNotesItem(lead),
  notMailed: notMailed ? 'daily-limit' : null,
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
];

/** '2026-11-27 09:05:00': a time a spreadsheet reads as one. */
const utcTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/**
 * 'Export CSV': the table's columns, then the event, the device, the consent the visitor gave and
 * when, the lead's id (to find a lead forgotten later) and the staff's note, rating and tags, one
 * lead a row (core/csv.ts makes formulas inert, in every cell).
 */
export function leadsCsv(leads: ListedLead[]): string {
  return toCsv(
    HEADER,
    leads.map(({ lead, flipbookTitle }) => [
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
    ]),
  );
}

/** The export's file name, saying its filter, on the day (UTC) it was made. */
export const exportFileName = (filter: LeadFilter, listed: ListedLeads, now: number) =>
  leadsFileName(
    { ...filter, flipbookTitle: listed.flipbookTitle ?? undefined },
    new Date(now).toISOString().slice(0, 10),
  );
