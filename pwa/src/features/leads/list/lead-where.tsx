import { CloudOff, MailX, TriangleAlert, UserX } from 'lucide-react';
import type { Locale } from '#core/i18n/locales';
import type { LeadSource } from '#core/leads';
import { useLocale } from '#pwa/i18n/i18n';
import { useLeadsT } from '../leads-texts';
import type { LeadRow } from './lead-rows';

/** Each place a lead is left, as the page names it. */
export const SOURCE_MESSAGES = {
  kiosk: 'leads.source.kiosk',
  link: 'leads.source.link',
  embed: 'leads.source.embed',
} as const satisfies Record<LeadSource, string>;

const badge =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/**
 * Where a lead was left (and at a kiosk, the event and the device), whether it still waits on
 * this device (or was refused), whether a daily limit kept the brochure's mail from the visitor,
 * and whether a team's member sent it after they left or were removed.
 */
export function LeadWhere({ row }: { row: LeadRow }) {
  const t = useLeadsT();
  const failure = row.waiting?.failure ?? null;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>
        {t(SOURCE_MESSAGES[row.source])}
        {row.event && <span className="block font-medium break-words">{row.event}</span>}
        {row.device && (
          <span className="block text-xs break-words text-fg-muted">{row.device}</span>
        )}
      </span>
      {row.notMailed === 'daily-limit' && (
        <span
          className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}
          title={t('leads.notMailedWhy')}
        >
          <MailX className="size-3" aria-hidden />
          {t('leads.notMailedBadge')}
        </span>
      )}
      {row.sentAfterRemoval && (
        <span
          className={`${badge} bg-surface-muted text-fg-muted`}
          title={t('leads.sentAfterRemovalWhy')}
        >
          <UserX className="size-3" aria-hidden />
          {t('leads.sentAfterRemoval')}
        </span>
      )}
      {failure !== null ? (
        <span
          className={`${badge} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200`}
          title={failure || t('leads.refused')}
        >
          <TriangleAlert className="size-3" aria-hidden />
          {t('leads.notSent', { reason: failure || t('leads.refused') })}
        </span>
      ) : (
        row.waiting && (
          <span
            className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200`}
          >
            <CloudOff className="size-3" aria-hidden />
            {t('leads.waitingHere')}
          </span>
        )
      )}
    </span>
  );
}

/** Each language's format of a lead's time, made once: a long list has one per row. */
const whenFormats = new Map<Locale, Intl.DateTimeFormat>();

/** When a lead was left, in this device's time and the page's language. */
export function LeadWhen({ iso }: { iso: string }) {
  const locale = useLocale();
  let when = whenFormats.get(locale);
  if (!when) {
    when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    whenFormats.set(locale, when);
  }
  return <time dateTime={iso}>{when.format(new Date(iso))}</time>;
}
