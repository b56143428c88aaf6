const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How long ago `then` was at `now` (ms), as a short phrase: 'just now', '5 minutes ago', '3 hours
 * ago', 'yesterday', '4 days ago'; from a week on, the day itself ('Nov 22, 2026'). A moment
 * ahead of `now` (another device's clock) is 'just now'.
 */
export function timeAgo(then: number, now: number): string {
  const past = now - then;
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return relative.format(-Math.floor(past / MINUTE), 'minute');
  if (past < DAY) return relative.format(-Math.floor(past / HOUR), 'hour');
  if (past < 7 * DAY) return relative.format(-Math.floor(past / DAY), 'day');
  return new Date(then).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
