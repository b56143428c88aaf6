import { useEffect, useState } from 'react';
import type { TeamMember } from '#core/schemas/teams';
import { teamCalls } from './team-calls';

const NONE: TeamMember[] = [];

/**
 * A team's members (`GET /api/teams/{id}`), for the filters by member of the Leads page and of
 * the profile's analytics; none while `teamId` is null or they load.
 */
export function useTeamMembers(teamId: string | null): TeamMember[] {
  const [found, setFound] = useState<{ teamId: string; members: TeamMember[] } | null>(null);
  useEffect(() => {
    if (!teamId) return;
    let live = true;
    void teamCalls.read(teamId).then((result) => {
      if (live && result.kind === 'ok') setFound({ teamId, members: result.value.members });
    });
    return () => {
      live = false;
    };
  }, [teamId]);
  return found?.teamId === teamId ? found.members : NONE;
}
