import type { AdminAnalytics } from '#core/schemas/flipbooks';
import { useLocale } from '#pwa/i18n/i18n';
import { useProfileT } from '../profile/profile-texts';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 className="text-sm font-medium text-fg-muted">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

type Figure = 'totalFlipbooks' | 'totalViews' | 'uniqueReaders' | 'teams';

/**
 * The live figures: total flipbooks, total views, unique readers of the last 30 days, teams, and
 * the most recent flipbooks.
 */
export function AdminStats({ analytics }: { analytics: AdminAnalytics | null }) {
  const t = useProfileT();
  const numbers = new Intl.NumberFormat(useLocale());
  // In the page's language's digits and grouping; '—' until the first figures arrive.
  const figure = (name: Figure) => (analytics ? numbers.format(analytics[name]) : '—');
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
      <Card title={t('admin.totalFlipbooks')}>
        <p className="text-3xl font-semibold tabular-nums" data-testid="total-flipbooks">
          {figure('totalFlipbooks')}
        </p>
      </Card>
      <Card title={t('admin.totalViews')}>
        <p className="text-3xl font-semibold tabular-nums" data-testid="total-views">
          {figure('totalViews')}
        </p>
      </Card>
      <Card title={t('admin.uniqueReaders')}>
        <p className="text-3xl font-semibold tabular-nums" data-testid="unique-readers">
          {figure('uniqueReaders')}
        </p>
      </Card>
      <Card title={t('admin.teams')}>
        <p className="text-3xl font-semibold tabular-nums" data-testid="total-teams">
          {figure('teams')}
        </p>
      </Card>
      <Card title={t('admin.recent', { count: analytics?.recent.length ?? 0 })}>
        <ul className="grid gap-1 text-sm">
          {analytics?.recent.map((r) => (
            <li key={r.id} className="flex justify-between gap-2">
              <span className="truncate">{r.title}</span>
              <span className="shrink-0 text-fg-muted tabular-nums">
                {t('admin.views', { count: r.views })}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
