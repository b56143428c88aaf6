import { useEffect, useState } from 'react';
import { teamCalls } from '../../teams/team-calls';

/** A member whose captures the Leads page's member filter offers. */
export interface Capturer {
  userId: string;
  name: string;
}

const NONE: Capturer[] = [];

/**
 * The members of the team a team's owner or admin narrows the leads of (`GET /api/teams/{id}`);
 * none while `teamId` is null (the person's own leads, or a role that sees only its captures).
 */
export function useTeamMembers(teamId: string | null): Capturer[] {
  const [found, setFound] = useState<{ teamId: string; members: Capturer[] } | null>(null);
  useEffect(() => {
    if (!teamId) return;
    let live = true;
    void teamCalls.read(teamId).then((result) => {
      if (live && result.kind === 'ok')
        setFound({
          teamId,
          members: result.value.members.map(({ userId, name }) => ({ userId, name })),
        });
    });
    return () => {
      live = false;
    };
  }, [teamId]);
  return found?.teamId === teamId ? found.members : NONE;
}
