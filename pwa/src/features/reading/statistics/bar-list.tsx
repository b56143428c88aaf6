import { ChartTable } from '#pwa/ui/chart-table.tsx';

export interface BarRow {
  /** What the row is about: a stage, a link, a source. */
  label: string;
  /** The figure the bar's length shows. */
  value: number;
  /** How the figure reads ('5 s', '80% · 4'). */
  shown: string;
}

/**
 * Figures as horizontal bars, each the share of the largest (or of `whole`), for sighted users;
 * screen readers get the same rows as a table with `columns` as its headers.
 */
export function BarList(props: {
  title: string;
  rows: BarRow[];
  columns: [string, string];
  whole?: number;
  empty: string;
  testId?: string;
}) {
  const { title, rows, columns, empty } = props;
  const whole = props.whole ?? Math.max(0, ...rows.map((r) => r.value));
  return (
    <section className="grid content-start gap-2" data-testid={props.testId}>
      <h3 className="text-sm font-medium">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <>
          <ul aria-hidden className="grid gap-2">
            {rows.map((row) => (
              <li key={row.label} className="grid gap-1 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate" title={row.label}>
                    {row.label}
                  </span>
                  <span className="shrink-0 text-fg-muted tabular-nums">{row.shown}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-surface-muted">
                  <div
                    className="h-full rounded-full bg-primary-ink dark:bg-primary"
                    style={{ width: `${whole > 0 ? (row.value / whole) * 100 : 0}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <ChartTable
            caption={title}
            columns={columns}
            rows={rows.map((row) => ({ key: row.label, cells: [row.label, row.shown] }))}
          />
        </>
      )}
    </section>
  );
}
