import type { DailyReaders, DailyViews } from '#core/schemas/flipbooks';
import { useLocale } from '../i18n/i18n';
import { useAppT } from './app-texts';
import { ChartTable } from './chart-table';

const WIDTH = 600;
const HEIGHT = 140;
/** A day without views still shows a sliver, so the row of days reads as an axis. */
const EMPTY_BAR = 1.5;

/** 'Nov 3' (in English) for the UTC day '2026-11-03', in the page's language. */
const shortDayIn = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};

const VIEWS_FILL = 'fill-primary-ink dark:fill-primary';
const READERS_FILL = 'fill-sky-600 dark:fill-sky-400';

/**
 * Views per day as an SVG bar chart in the theme's colours, with each day's unique readers beside
 * its views when `readers` is given. The bars are a picture for sighted users; screen readers get
 * the same figures as a table.
 */
export function ViewsChart({
  days,
  label,
  readers,
}: {
  days: DailyViews;
  label: string;
  readers?: DailyReaders;
}) {
  const t = useAppT();
  const shortDay = shortDayIn(useLocale());
  const readersOf = (i: number) => readers?.[i]?.readers ?? 0;
  const most = Math.max(1, ...days.map((d, i) => Math.max(d.views, readersOf(i))));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const slot = WIDTH / Math.max(1, days.length);
  const bars = readers ? 2 : 1;
  const barWidth = (slot * 0.7) / bars;
  const first = days[0];
  const last = days.at(-1);
  const bar = (value: number, i: number, n: number, fill: string, title: string) => {
    const height = value === 0 ? EMPTY_BAR : (value / most) * (HEIGHT - 20);
    return (
      <rect
        key={`${i}-${n}`}
        x={i * slot + slot * 0.15 + n * barWidth}
        y={HEIGHT - height}
        width={barWidth}
        height={height}
        rx={Math.min(3, barWidth * 0.3)}
        className={value === 0 ? 'fill-border' : fill}
      >
        <title>{title}</title>
      </rect>
    );
  };
  return (
    <figure className="grid gap-2" data-testid="views-chart">
      <ChartCaption label={label} withReaders={Boolean(readers)} total={total} />
      <div className="relative rounded-xl border border-border bg-surface-muted/40 p-3">
        <span aria-hidden className="absolute start-3 top-2 text-xs text-fg-muted tabular-nums">
          {most}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-36 w-full"
          aria-hidden
        >
          {days.map((d, i) => [
            bar(
              d.views,
              i,
              0,
              VIEWS_FILL,
              t('chart.dayViews', { day: shortDay(d.day), count: d.views }),
            ),
            ...(readers
              ? [
                  bar(
                    readersOf(i),
                    i,
                    1,
                    READERS_FILL,
                    t('chart.dayReaders', { day: shortDay(d.day), count: readersOf(i) }),
                  ),
                ]
              : []),
          ])}
        </svg>
        <div aria-hidden className="mt-1 flex justify-between text-xs text-fg-muted">
          <span>{first && shortDay(first.day)}</span>
          <span>{last && shortDay(last.day)}</span>
        </div>
      </div>
      <ViewsTable days={days} label={label} readers={readers} />
    </figure>
  );
}

/** The chart's figures for screen readers. */
function ViewsTable(props: { days: DailyViews; label: string; readers?: DailyReaders }) {
  const { days, readers } = props;
  const t = useAppT();
  const shortDay = shortDayIn(useLocale());
  return (
    <ChartTable
      caption={props.label}
      columns={
        readers
          ? [t('chart.day'), t('chart.views'), t('chart.uniqueReaders')]
          : [t('chart.day'), t('chart.views')]
      }
      rows={days.map((d, i) => ({
        key: d.day,
        cells: [shortDay(d.day), d.views, ...(readers ? [readers[i]?.readers ?? 0] : [])],
      }))}
    />
  );
}

/** The chart's label, with the legend of its two series or, for views alone, their total. */
function ChartCaption(props: { label: string; withReaders: boolean; total: number }) {
  const { label, total } = props;
  const t = useAppT();
  return (
    <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
      <span className="font-medium">{label}</span>
      {props.withReaders ? (
        <span aria-hidden className="flex gap-3 text-xs text-fg-muted">
          <Legend fill={VIEWS_FILL} name={t('chart.views')} />
          <Legend fill={READERS_FILL} name={t('chart.uniqueReaders')} />
        </span>
      ) : (
        <span className="text-fg-muted tabular-nums">{t('chart.total', { count: total })}</span>
      )}
    </figcaption>
  );
}

/** A series' swatch and name above a chart. */
export function Legend({ fill, name }: { fill: string; name: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <svg viewBox="0 0 10 10" className="size-2.5" aria-hidden>
        <rect width="10" height="10" rx="2" className={fill} />
      </svg>
      {name}
    </span>
  );
}
