import type { LocalFlipbook } from '#offline/db';
import { useLocale } from '#pwa/i18n/i18n';
import { timeAgo } from '../../ui/time-ago';
import { type LastChange, lastChange } from './last-change';
import { useLibraryT } from './library-texts';

/**
 * A team flipbook's card line saying who last changed it and when: 'Renamed by Sam · 5 minutes
 * ago'. Nothing for a personal flipbook, or one whose changer is not known. `now` is the server's
 * time as this device can tell it (ms).
 */
export function LastChangeLine({ flipbook, now }: { flipbook: LocalFlipbook; now: number }) {
  const change = lastChange(flipbook);
  if (!change) return null;
  return <ChangeLine {...change} now={now} />;
}

/** The line itself. */
function ChangeLine({ what, who, at, now }: LastChange & { now: number }) {
  const t = useLibraryT();
  const locale = useLocale();
  const when = new Date(at);
  const by =
    who === null
      ? t('library.card.changedByYou', { field: what })
      : t('library.card.changedBy', { field: what, who });
  return (
    <p className="truncate text-xs text-fg-muted" data-testid="last-change">
      {by} ·{' '}
      <time dateTime={when.toISOString()} title={when.toLocaleString(locale)}>
        {timeAgo(at, now)}
      </time>
    </p>
  );
}
