import { useCallback, useEffect, useState } from 'react';
import type { TeamDetail, TeamSummary } from '#core/schemas/teams';
import { failureText } from '../../../data/api-client';
import { teamCalls } from '../team-calls';
import { useTeamsT } from '../team-texts';

const summaryOf = ({ id, name, role, memberCount }: TeamDetail): TeamSummary => ({
  id,
  name,
  role,
  memberCount,
});

/**
 * The caller's teams and the chosen one's details, as the server last said; `failed` holds why
 * the list or the team could not be read.
 */
export function useTeams() {
  const t = useTeamsT();
  const [teams, setTeams] = useState<TeamSummary[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [detail, setDetail] = useState<TeamDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setFailed(null);
    const result = await teamCalls.list();
    if (result.kind !== 'ok') return setFailed(failureText(result, t('teams.tab.listFailed')));
    setTeams(result.value);
    // The team chosen before stays chosen while the caller is still in it (a leave drops it).
    setChosen((before) =>
      result.value.some((team) => team.id === before) ? before : (result.value[0]?.id ?? null),
    );
  }, [t]);

  /** A reply that carries the team: shown at once, and its name and role in the list too. */
  const apply = useCallback((next: TeamDetail) => {
    setDetail(next);
    setChosen(next.id);
    setTeams((list) => {
      const rest = (list ?? []).filter((team) => team.id !== next.id);
      const at = (list ?? []).findIndex((team) => team.id === next.id);
      rest.splice(at < 0 ? rest.length : at, 0, summaryOf(next));
      return rest;
    });
  }, []);

  const readChosen = useCallback(async () => {
    if (!chosen) return setDetail(null);
    const result = await teamCalls.read(chosen);
    if (result.kind === 'ok') apply(result.value);
    else setFailed(failureText(result, t('teams.tab.teamFailed')));
  }, [chosen, apply, t]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    void readChosen();
  }, [readChosen]);

  const shown = detail && detail.id === chosen ? detail : null;
  return { teams, chosen, choose: setChosen, detail: shown, failed, reload, readChosen, apply };
}
