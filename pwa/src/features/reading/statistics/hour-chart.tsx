import { useLocale } from '#pwa/i18n/i18n';
import { Legend } from '../../../ui/views-chart';
import { useLibraryT } from '../../library/library-texts';
import { type EventDay, hourLabel } from './event-hours';

const WIDTH = 480;
const HEIGHT = 120;
const EMPTY_BAR = 1.5;
const VIEWS_FILL = 'fill-primary-ink dark:fill-primary';
const SESSIONS_FILL = 'fill-sky-600 dark:fill-sky-400';

/** 'Tue, Jul 1' for the local date '2026-07-01', in the page's language. */
const dayName = (day: string, locale: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

/**
 * An event's day by the hour: views and reading sessions in each hour, as bars, and the hours
 * with any as a table behind a disclosure anyone can open, by keyboard too.
 */
export function HourChart({ day, zone }: { day: EventDay; zone: string | null }) {
  const t = useLibraryT();
  const locale = useLocale();
  const most = Math.max(1, ...day.views, ...day.sessions);
  const slot = WIDTH / 24;
  const barWidth = (slot * 0.8) / 2;
  const label = t('library.stats.byHour', { day: dayName(day.day, locale) });
  const bar = (value: number, hour: number, n: number, fill: string) => {
    const height = value === 0 ? EMPTY_BAR : (value / most) * (HEIGHT - 16);
    return (
      <rect
        key={`${hour}-${n}`}
        x={hour * slot + slot * 0.1 + n * barWidth}
        y={HEIGHT - height}
        width={barWidth}
        height={height}
        rx={Math.min(2, barWidth * 0.3)}
        className={value === 0 ? 'fill-border' : fill}
      />
    );
  };
  return (
    <figure className="grid gap-2" data-testid="hour-chart">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">{label}</span>
        <span aria-hidden className="flex gap-3 text-xs text-fg-muted">
          <Legend fill={VIEWS_FILL} name={t('library.stats.views')} />
          <Legend fill={SESSIONS_FILL} name={t('library.stats.sessions')} />
        </span>
      </figcaption>
      <div className="relative rounded-xl border border-border bg-surface-muted/40 p-3">
        <span aria-hidden className="absolute start-3 top-2 text-xs text-fg-muted tabular-nums">
          {most}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full"
          aria-hidden
        >
          {day.views.map((views, hour) => [
            bar(views, hour, 0, VIEWS_FILL),
            bar(day.sessions[hour] ?? 0, hour, 1, SESSIONS_FILL),
          ])}
        </svg>
        <div aria-hidden className="mt-1 flex justify-between text-xs text-fg-muted tabular-nums">
          {[0, 6, 12, 18, 23].map((h) => (
            <span key={h}>{hourLabel(h)}</span>
          ))}
        </div>
      </div>
      <p className="text-xs text-fg-muted">
        {zone ? t('library.stats.timeZoneNamed', { zone }) : t('library.stats.timeZone')}
      </p>
      <HourTable day={day} label={label} />
    </figure>
  );
}

function HourTable({ day, label }: { day: EventDay; label: string }) {
  const hours = day.views.flatMap((views, hour) => {
    const sessions = day.sessions[hour] ?? 0;
    return views + sessions > 0 ? [{ hour, views, sessions }] : [];
  });
  const t = useLibraryT();
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer rounded text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fg">
        {t('library.stats.asTable')}
      </summary>
      <table className="mt-2 w-full text-start tabular-nums">
        <caption className="sr-only">{label}</caption>
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {t('library.stats.hour')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('library.stats.views')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('library.stats.sessions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {hours.map((h) => (
            <tr key={h.hour} className="border-t border-border">
              <th scope="row" className="py-1 font-normal">
                {hourLabel(h.hour)}
              </th>
              <td className="py-1 text-end">{h.views}</td>
              <td className="py-1 text-end">{h.sessions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
