import { CloudOff, MailX, TriangleAlert, UserX } from 'lucide-react';
import { LEAD_SOURCE_LABELS, LEAD_TEXTS } from '#core/leads';
import type { LeadRow } from './lead-rows';

const badge =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/**
 * Where a lead was left (and at a kiosk, the event and the device), whether it still waits on
 * this device (or was refused), whether a daily limit kept the brochure's mail from the visitor,
 * and whether a team's member sent it after they left or were removed.
 */
export function LeadWhere({ row }: { row: LeadRow }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>
        {LEAD_SOURCE_LABELS[row.source]}
        {row.event && <span className="block font-medium break-words">{row.event}</span>}
        {row.device && (
          <span className="block text-xs break-words text-fg-muted">{row.device}</span>
        )}
      </span>
      {row.notMailed === 'daily-limit' && (
        <span
          className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}
          title="A daily limit of mails kept the brochure from this visitor"
        >
          <MailX className="size-3" aria-hidden />
          Not mailed: daily limit
        </span>
      )}
      {row.sentAfterRemoval && (
        <span
          className={`${badge} bg-surface-muted text-fg-muted`}
          title="Captured while a member of the team, sent after they left it"
        >
          <UserX className="size-3" aria-hidden />
          {LEAD_TEXTS.sentAfterRemoval}
        </span>
      )}
      {row.waiting?.failure ? (
        <span
          className={`${badge} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200`}
          title={row.waiting.failure}
        >
          <TriangleAlert className="size-3" aria-hidden />
          Not sent: {row.waiting.failure}
        </span>
      ) : (
        row.waiting && (
          <span
            className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}
          >
            <CloudOff className="size-3" aria-hidden />
            Waiting on this device
          </span>
        )
      )}
    </span>
  );
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a lead was left, in this device's time. */
export function LeadWhen({ iso }: { iso: string }) {
  return <time dateTime={iso}>{when.format(new Date(iso))}</time>;
}
