import type { AdminAnalytics } from '#core/schemas/flipbooks';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 className="text-sm font-medium text-fg-muted">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * The live figures: total flipbooks, total views, unique readers of the last 30 days, teams, and
 * the most recent flipbooks.
 */
export function AdminStats({ analytics }: { analytics: AdminAnalytics | null }) {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
      <Card title="Total Flipbooks">
        <p className="text-3xl font-semibold tabular-nums" data-testid="total-flipbooks">
          {analytics?.totalFlipbooks ?? '—'}
        </p>
      </Card>
      <Card title="Total Views">
        <p className="text-3xl font-semibold tabular-nums" data-testid="total-views">
          {analytics?.totalViews ?? '—'}
        </p>
      </Card>
      <Card title="Unique Readers (30 days)">
        <p className="text-3xl font-semibold tabular-nums" data-testid="unique-readers">
          {analytics?.uniqueReaders ?? '—'}
        </p>
      </Card>
      <Card title="Teams">
        <p className="text-3xl font-semibold tabular-nums" data-testid="total-teams">
          {analytics?.teams ?? '—'}
        </p>
      </Card>
      <Card title={`Recent (Last ${analytics?.recent.length ?? 0} items)`}>
        <ul className="grid gap-1 text-sm">
          {analytics?.recent.map((r) => (
            <li key={r.id} className="flex justify-between gap-2">
              <span className="truncate">{r.title}</span>
              <span className="shrink-0 text-fg-muted tabular-nums">{r.views} views</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
