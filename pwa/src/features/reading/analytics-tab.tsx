import { BarChart3, BookCheck, BookOpenText, BookX, Eye, Users } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { UserAnalytics } from '#core/schemas/flipbooks';
import type { MessageId } from '#pwa/i18n/i18n';
import { useLibraries } from '../../data/libraries';
import { ViewsChart } from '../../ui/views-chart';
import { useLibraryT } from '../library/library-texts';
import { useTeamMembers } from '../teams/use-team-members';
import { AnalyticsFilter } from './analytics/analytics-filter';
import { type AnalyticsChoice, useUserAnalytics } from './analytics/use-user-analytics';
import { readDepthShown, shownNumber } from './statistics/statistics-figures';

type Figure = Exclude<keyof UserAnalytics, 'viewsByDay'>;

const STATS: Array<{ key: Figure; label: MessageId; icon: typeof Eye }> = [
  { key: 'totalViews', label: 'library.analytics.totalViews', icon: Eye },
  { key: 'uniqueReaders', label: 'library.analytics.uniqueReaders', icon: Users },
  { key: 'averageReadDepth', label: 'library.analytics.readDepth', icon: BookOpenText },
  { key: 'liveFlipbooksCount', label: 'library.analytics.live', icon: BookCheck },
  { key: 'deletedFlipbooksCount', label: 'library.analytics.deleted', icon: BookX },
  { key: 'totalCreatedCount', label: 'library.analytics.created', icon: BarChart3 },
];

/** A figure as it reads: the read depth as a share, '—' before any session. */
const shown = (data: UserAnalytics, key: Figure) => {
  const value = data[key];
  if (value === null) return '—';
  return key === 'averageReadDepth' ? readDepthShown(value) : shownNumber(value);
};

/** The figures as read: a pulse while they load, a notice when they could not be read. */
export function AnalyticsFigures({ data }: { data: UserAnalytics | null | 'failed' }) {
  const t = useLibraryT();
  if (data === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t('library.analytics.failed')}
      </p>
    );
  }
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={data === null}>
        {STATS.map(({ key, label, icon: Icon }) => (
          <div key={key} className="rounded-xl border border-border bg-surface-muted/50 p-4">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-fg-muted">
              <Icon className="size-4 shrink-0" aria-hidden /> {t(label)}
            </dt>
            <dd className="mt-2 text-2xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
              {data === null ? (
                <span className="inline-block h-7 w-10 animate-pulse rounded bg-surface-muted" />
              ) : (
                shown(data, key)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {data !== null && <ViewsChart days={data.viewsByDay} label={t('library.analytics.chart')} />}
    </>
  );
}

/**
 * The profile's Analytics tab: totals, unique readers and read depth, and views per day, from
 * GET /api/user/analytics: over everything the person made or, for a person in teams, over a
 * team's library or the part one member made (docs/teams.md, "Statistics").
 */
export function AnalyticsTab({ userId }: { userId: string }) {
  // The tab waits for its texts on its own: the profile's other tabs stay as they are.
  return (
    <Suspense fallback={<div className="h-48 animate-pulse rounded-xl bg-surface-muted" />}>
      <AnalyticsShown userId={userId} />
    </Suspense>
  );
}

function AnalyticsShown({ userId }: { userId: string }) {
  const [choice, setChoice] = useState<AnalyticsChoice>({ teamId: null, memberId: null });
  const libraries = useLibraries(userId) ?? [];
  // A team the device no longer lists (a removal) falls back to the person's own figures.
  const shown = libraries.some((l) => l.teamId === choice.teamId)
    ? choice
    : { teamId: null, memberId: null };
  const members = useTeamMembers(shown.teamId);
  const data = useUserAnalytics(shown);
  return (
    <div className="grid gap-6">
      <AnalyticsFilter
        libraries={libraries}
        members={members}
        choice={shown}
        onChange={setChoice}
      />
      <AnalyticsFigures data={data} />
    </div>
  );
}
