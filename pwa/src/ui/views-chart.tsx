import type { DailyViews } from '#core/schemas/flipbooks';

const WIDTH = 600;
const HEIGHT = 140;
/** A day without views still shows a sliver, so the row of days reads as an axis. */
const EMPTY_BAR = 1.5;

/** 'Nov 3' for the UTC day '2026-11-03'. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Views per day as an SVG bar chart in the theme's colours. The bars are a picture for sighted
 * users; screen readers get the same figures as a table.
 */
export function ViewsChart({ days, label }: { days: DailyViews; label: string }) {
  const most = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const slot = WIDTH / Math.max(1, days.length);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="grid gap-2" data-testid="views-chart">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-fg-muted tabular-nums">
          {total} {total === 1 ? 'view' : 'views'}
        </span>
      </figcaption>
      <div className="relative rounded-xl border border-border bg-surface-muted/40 p-3">
        <span aria-hidden className="absolute top-2 left-3 text-xs text-fg-muted tabular-nums">
          {most}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-36 w-full"
          aria-hidden
        >
          {days.map((d, i) => {
            const height = d.views === 0 ? EMPTY_BAR : (d.views / most) * (HEIGHT - 20);
            return (
              <rect
                key={d.day}
                x={i * slot + slot * 0.15}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={height}
                rx={Math.min(3, slot * 0.2)}
                className={d.views === 0 ? 'fill-border' : 'fill-primary-ink dark:fill-primary'}
              >
                <title>{`${shortDay(d.day)}: ${d.views}`}</title>
              </rect>
            );
          })}
        </svg>
        <div aria-hidden className="mt-1 flex justify-between text-xs text-fg-muted">
          <span>{first && shortDay(first.day)}</span>
          <span>{last && shortDay(last.day)}</span>
        </div>
      </div>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{shortDay(d.day)}</th>
              <td>{d.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
