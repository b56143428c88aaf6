import { useMemo } from 'react';
import type { WebhookReply } from '#core/schemas/webhooks';
import { type MessageId, useLocale } from '#pwa/i18n/i18n';
import { cn } from '../../../ui/cn';
import { useProfileT } from '../profile-texts';
import { type DeliveryRow, deliveryRows } from './delivery-rows';

const TONES: Record<DeliveryRow['tone'], string> = {
  delivered: 'text-green-700 dark:text-green-400',
  pending: 'text-amber-700 dark:text-amber-300',
  failed: 'text-red-700 dark:text-red-400',
};

const COLUMNS: MessageId[] = [
  'profile.deliveries.time',
  'profile.deliveries.event',
  'profile.deliveries.status',
  'profile.deliveries.attempts',
  'profile.deliveries.response',
];

/** Times and counts in the page's language. */
function useFormats() {
  const locale = useLocale();
  return useMemo(
    () => ({
      when: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      count: new Intl.NumberFormat(locale),
    }),
    [locale],
  );
}

function Status({ row, when }: { row: DeliveryRow; when: Intl.DateTimeFormat }) {
  const t = useProfileT();
  return (
    <span className={cn('font-medium', TONES[row.tone])}>
      {row.status}
      {row.nextTry && (
        <span className="block text-xs font-normal text-fg-muted">
          {t('profile.deliveries.nextTry', { when: when.format(new Date(row.nextTry)) })}
        </span>
      )}
    </span>
  );
}

/** The webhook's last deliveries, newest first: a table, scrolled sideways on a phone. */
export function DeliveryLog({ deliveries }: { deliveries: WebhookReply['deliveries'] }) {
  const t = useProfileT();
  const { when, count } = useFormats();
  if (deliveries.length === 0)
    return <p className="mt-2 text-sm text-fg-muted">{t('profile.deliveries.none')}</p>;
  return (
    <section
      aria-label={t('profile.deliveries.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region wider than a phone is scrolled by keys once focused
      tabIndex={0}
      className="mt-2 overflow-x-auto rounded-xl border border-border focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('profile.deliveries.caption')}</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deliveryRows(deliveries, t).map((row) => (
            <tr key={row.id} className="border-b border-border align-top last:border-0">
              <th scope="row" className="px-3 py-2.5 font-normal whitespace-nowrap">
                {when.format(new Date(row.at))}
              </th>
              <td className="px-3 py-2.5 whitespace-nowrap">{row.event}</td>
              <td className="px-3 py-2.5">
                <Status row={row} when={when} />
              </td>
              <td className="px-3 py-2.5 tabular-nums">{count.format(row.attempts)}</td>
              <td className="min-w-40 px-3 py-2.5 break-words">{row.response}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
