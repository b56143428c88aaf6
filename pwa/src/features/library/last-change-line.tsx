import type { LocalFlipbook } from '#offline/db';
import { timeAgo } from '../../ui/time-ago';
import { lastChange } from './last-change';

/**
 * A team flipbook's card line saying who last changed it and when: 'Renamed by Sam · 5 minutes
 * ago'. Nothing for a personal flipbook, or one whose changer is not known. `now` is the server's
 * time as this device can tell it (ms).
 */
export function LastChangeLine({ flipbook, now }: { flipbook: LocalFlipbook; now: number }) {
  const change = lastChange(flipbook);
  if (!change) return null;
  const when = new Date(change.at);
  return (
    <p className="truncate text-xs text-fg-muted" data-testid="last-change">
      {change.what} ·{' '}
      <time dateTime={when.toISOString()} title={when.toLocaleString('en-US')}>
        {timeAgo(change.at, now)}
      </time>
    </p>
  );
}
