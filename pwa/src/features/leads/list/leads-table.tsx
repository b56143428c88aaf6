import { NotebookPen, Trash2 } from 'lucide-react';
import { Button } from '#pwa/ui/button.tsx';
import { useLeadsT } from '../leads-texts';
import { StaffNotesSummary } from '../notes/staff-notes-summary';
import type { LeadRow } from './lead-rows';
import { LeadWhen, LeadWhere } from './lead-where';

const optional = (text: string | null) => text ?? <span className="text-fg-muted">—</span>;

function DeleteButton({ row, onDelete }: { row: LeadRow; onDelete: (row: LeadRow) => void }) {
  const t = useLeadsT();
  const sending = row.waiting?.sent === true && row.waiting.failure === null;
  return (
    <Button
      variant="ghost"
      size="icon"
      disabled={sending}
      title={sending ? t('leads.table.deleteLater') : undefined}
      aria-label={t('leads.table.delete', { email: row.email })}
      onClick={() => onDelete(row)}
    >
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
}

/** The visitor's name and company under the address, when given. */
function VisitorDetails({ row }: { row: LeadRow }) {
  const details = [row.name, row.company].filter((d) => d !== null);
  if (details.length === 0) return null;
  return <p className="mt-0.5 text-fg-muted">{details.join(' · ')}</p>;
}

function NotesButton({ row, onNotes }: { row: LeadRow; onNotes: (row: LeadRow) => void }) {
  const t = useLeadsT();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('leads.table.notes', { email: row.email })}
      title={t('leads.table.notesShort')}
      onClick={() => onNotes(row)}
    >
      <NotebookPen className="size-4" aria-hidden />
    </Button>
  );
}

/** What a row offers: its staff notes and its deletion. */
interface RowActions {
  onDelete: (row: LeadRow) => void;
  onNotes: (row: LeadRow) => void;
}

/** Who captured a lead, at a team's kiosk; a dash for a shared link's or an embed's. */
const capturer = (row: LeadRow) => optional(row.capturedBy?.name ?? null);

type TableProps = { rows: LeadRow[]; showCapturer: boolean } & RowActions;

/**
 * The leads as a table on larger screens and as a list of cards on phones: when, flipbook, the
 * visitor (address, name, company), note, where, who captured it (a team's leads,
 * `showCapturer`) and the staff's follow-up, each with its notes and delete buttons.
 */
export function LeadsTable(props: TableProps) {
  return (
    <>
      <LeadsGrid {...props} />
      <LeadCards {...props} />
    </>
  );
}

const HEADINGS = [
  'leads.table.when',
  'leads.table.flipbook',
  'leads.table.visitor',
  'leads.table.note',
  'leads.table.where',
] as const;

function LeadsGrid({ rows, showCapturer, ...actions }: TableProps) {
  const t = useLeadsT();
  const headings = [
    ...HEADINGS,
    ...(showCapturer ? (['leads.table.capturedBy'] as const) : []),
    'leads.table.followUp',
  ] as const;
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface md:block">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('leads.table.caption')}</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted uppercase">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-3 py-2.5 font-semibold">
                {t(h)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2.5">
              <span className="sr-only">{t('leads.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <LeadTableRow key={row.id} row={row} showCapturer={showCapturer} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LeadTableRow({
  row,
  showCapturer,
  onDelete,
  onNotes,
}: { row: LeadRow; showCapturer: boolean } & RowActions) {
  return (
    <tr className="border-b border-border align-top last:border-0">
      <td className="px-3 py-3 whitespace-nowrap">
        <LeadWhen iso={row.capturedAt} />
      </td>
      <td className="min-w-32 px-3 py-3 break-words">{row.flipbookTitle}</td>
      <td className="max-w-72 px-3 py-3 break-words">
        <p className="font-medium">{row.email}</p>
        <VisitorDetails row={row} />
      </td>
      <td className="max-w-64 px-3 py-3 break-words whitespace-pre-line">{optional(row.note)}</td>
      <td className="px-3 py-3">
        <LeadWhere row={row} />
      </td>
      {showCapturer && <td className="max-w-40 px-3 py-3 break-words">{capturer(row)}</td>}
      <td className="max-w-56 px-3 py-3">
        <StaffNotesSummary notes={row} />
      </td>
      <td className="px-1 py-1.5 text-end whitespace-nowrap">
        <NotesButton row={row} onNotes={onNotes} />
        <DeleteButton row={row} onDelete={onDelete} />
      </td>
    </tr>
  );
}

function LeadCards({ rows, showCapturer, onDelete, onNotes }: TableProps) {
  const t = useLeadsT();
  return (
    <ul className="grid gap-3 md:hidden" aria-label={t('leads.table.caption')}>
      {rows.map((row) => (
        <li key={row.id} className="rounded-2xl border border-border bg-surface p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium break-all">{row.email}</p>
              <p className="mt-0.5 text-xs text-fg-muted">
                <LeadWhen iso={row.capturedAt} /> · {row.flipbookTitle}
              </p>
            </div>
            <div className="flex shrink-0">
              <NotesButton row={row} onNotes={onNotes} />
              <DeleteButton row={row} onDelete={onDelete} />
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-fg-muted">{t('leads.table.name')}</dt>
            <dd className="break-words">{optional(row.name)}</dd>
            <dt className="text-fg-muted">{t('leads.table.company')}</dt>
            <dd className="break-words">{optional(row.company)}</dd>
            <dt className="text-fg-muted">{t('leads.table.note')}</dt>
            <dd className="break-words whitespace-pre-line">{optional(row.note)}</dd>
            <dt className="text-fg-muted">{t('leads.table.where')}</dt>
            <dd>
              <LeadWhere row={row} />
            </dd>
            {showCapturer && (
              <>
                <dt className="text-fg-muted">{t('leads.table.capturedBy')}</dt>
                <dd className="break-words">{capturer(row)}</dd>
              </>
            )}
            <dt className="text-fg-muted">{t('leads.table.followUp')}</dt>
            <dd>
              <StaffNotesSummary notes={row} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
