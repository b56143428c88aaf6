import { BarChart3, BookCheck, BookOpenText, BookX, Eye, Users } from 'lucide-react';
import { useState } from 'react';
import type { UserAnalytics } from '#core/schemas/flipbooks';
import { useLibraries } from '../../data/libraries';
import { ViewsChart } from '../../ui/views-chart';
import { useTeamMembers } from '../teams/use-team-members';
import { AnalyticsFilter } from './analytics/analytics-filter';
import { type AnalyticsChoice, useUserAnalytics } from './analytics/use-user-analytics';
import { readDepthShown } from './statistics/statistics-figures';

type Figure = Exclude<keyof UserAnalytics, 'viewsByDay'>;

const STATS: Array<{ key: Figure; label: string; icon: typeof Eye }> = [
  { key: 'totalViews', label: 'Total views', icon: Eye },
  { key: 'uniqueReaders', label: 'Unique readers, 30 days', icon: Users },
  { key: 'averageReadDepth', label: 'Average read depth', icon: BookOpenText },
  { key: 'liveFlipbooksCount', label: 'Live flipbooks', icon: BookCheck },
  { key: 'deletedFlipbooksCount', label: 'Deleted flipbooks', icon: BookX },
  { key: 'totalCreatedCount', label: 'Flipbooks created', icon: BarChart3 },
];

/** A figure as it reads: the read depth as a share, '—' before any session. */
const shown = (data: UserAnalytics, key: Figure) => {
  const value = data[key];
  if (value === null) return '—';
  return key === 'averageReadDepth' ? readDepthShown(value) : String(value);
};

/** The figures as read: a pulse while they load, a notice when they could not be read. */
export function AnalyticsFigures({ data }: { data: UserAnalytics | null | 'failed' }) {
  if (data === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        Unable to load analytics
      </p>
    );
  }
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={data === null}>
        {STATS.map(({ key, label, icon: Icon }) => (
          <div key={key} className="rounded-xl border border-border bg-surface-muted/50 p-4">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-fg-muted">
              <Icon className="size-4 shrink-0" aria-hidden /> {label}
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
      {data !== null && <ViewsChart days={data.viewsByDay} label="Views in the last 30 days" />}
    </>
  );
}

/**
 * The profile's Analytics tab: totals, unique readers and read depth, and views per day, from
 * GET /api/user/analytics: over everything the person made or, for a person in teams, over a
 * team's library or the part one member made (docs/teams.md, "Statistics").
 */
export function AnalyticsTab({ userId }: { userId: string }) {
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
