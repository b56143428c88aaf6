import { toCsv } from '#core/csv';
import { LEAD_SOURCE_LABELS } from '#core/leads';
import type { LeadItem } from '#core/schemas/leads';
import type { LeadRecord } from '../../store/leads';

type Listed = { lead: LeadRecord; flipbookTitle: string; notMailed: boolean };

/** A lead as its creator sees it under Leads. */
export function toLeadItem({ lead, flipbookTitle, notMailed }: Listed): LeadItem {
  return {
    id: lead.id,
    flipbookId: lead.flipbookId,
    flipbookTitle,
    email: lead.email,
    name: lead.name,
    company: lead.company,
    note: lead.note,
    source: lead.source,
    capturedAt: lead.capturedAt,
    notMailed: notMailed ? 'daily-limit' : null,
  };
}

const HEADER = ['When (UTC)', 'Flipbook', 'E-mail', 'Name', 'Company', 'Note', 'Where'];

/** '2026-11-27 09:05:00': a time a spreadsheet reads as one. */
const utcTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** 'Export CSV': the table's columns, one lead a row (core/csv.ts makes formulas inert). */
export function leadsCsv(leads: Listed[]): string {
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
    ]),
  );
}
