import { DEFAULT_LOCALE, type Locale } from '#core/i18n/locales';
import { currentLocale } from '../i18n/i18n';
import { dayWithMonthIn } from './days';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `then` was at `now` (ms), as a short phrase in `locale` (the page's language):
 * 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; from a week on, the day
 * itself ('Nov 22, 2026'). A moment ahead of `now` (another device's clock) is 'just now'. The
 * words are Intl's, so any caller's catalogue does: only English's 'just now' is Flipfold's own
 * (Intl says 'now').
 */
export function timeAgo(then: number, now: number, locale: Locale = currentLocale()): string {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const past = now - then;
  if (past < MINUTE) return locale === DEFAULT_LOCALE ? 'just now' : relative.format(0, 'second');
  if (past < HOUR) return relative.format(-Math.floor(past / MINUTE), 'minute');
  if (past < DAY) return relative.format(-Math.floor(past / HOUR), 'hour');
  if (past < 7 * DAY) return relative.format(-Math.floor(past / DAY), 'day');
  return dayWithMonthIn(locale, then);
}
