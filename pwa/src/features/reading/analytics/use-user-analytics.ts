import { useEffect, useState } from 'react';
import type { UserAnalytics } from '#core/schemas/flipbooks';
import { apiCall } from '../../../data/api-client';

/** Whose figures the tab shows: everything the person made, or a team's library, or one member's part. */
export interface AnalyticsChoice {
  teamId: string | null;
  memberId: string | null;
}

/** GET /api/user/analytics for a choice (docs/api.md). */
export function analyticsPath({ teamId, memberId }: AnalyticsChoice): string {
  if (!teamId) return '/api/user/analytics';
  const query = new URLSearchParams({ team: teamId, ...(memberId ? { member: memberId } : {}) });
  return `/api/user/analytics?${query}`;
}

/** The figures of a choice: null while they load, 'failed' when they could not be read. */
export function useUserAnalytics(choice: AnalyticsChoice): UserAnalytics | null | 'failed' {
  const path = analyticsPath(choice);
  const [data, setData] = useState<{ path: string; value: UserAnalytics | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    void apiCall<UserAnalytics>(path, { bearer: true }).then(
      (result) => live && setData({ path, value: result.kind === 'ok' ? result.value : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  // The figures of an earlier choice are not this one's.
  return data?.path === path ? data.value : null;
}
