import type { TeamDetail } from '#core/schemas/teams';
import { useTeamsT } from '../team-texts';
import type { Question } from './confirm-dialog';
import { MemberRow } from './member-row';
import { memberControls } from './team-controls';
import type { TeamActions } from './use-team-actions';

/**
 * The team's members, one row each: who they are at the start, their role and what the caller may
 * do about them at the end (below, on a phone). A list rather than a table, so that nothing is
 * squeezed or scrolled sideways at 390 px.
 */
export function MembersList(props: {
  team: TeamDetail;
  meId: string;
  online: boolean;
  actions: TeamActions;
  ask: (question: Question) => void;
}) {
  const t = useTeamsT();
  const { team, meId, online, actions, ask } = props;
  return (
    <section aria-labelledby="team-members" className="mt-6">
      <h4 id="team-members" className="font-semibold">
        {t('teams.members.title', { count: team.members.length })}
      </h4>
      <ul
        aria-label={t('teams.members.listLabel', { team: team.name })}
        className="mt-3 divide-y divide-border rounded-xl border border-border"
      >
        {team.members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            teamName={team.name}
            me={member.userId === meId}
            controls={memberControls(team.role, member, meId)}
            enabled={online && actions.busy === null}
            actions={actions}
            ask={ask}
          />
        ))}
      </ul>
    </section>
  );
}
