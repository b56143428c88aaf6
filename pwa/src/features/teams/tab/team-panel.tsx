import { useState } from 'react';
import type { TeamDetail } from '#core/schemas/teams';
import { Button } from '../../../ui/button';
import { teamCalls } from '../team-calls';
import { ROLE_DOES, ROLE_NAME, useTeamsT } from '../team-texts';
import { ConfirmDialog, type Question } from './confirm-dialog';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersList } from './members-list';
import { NameForm } from './name-form';
import { teamControls } from './team-controls';
import { useTeamActions } from './use-team-actions';

export interface PanelProps {
  team: TeamDetail;
  meId: string;
  online: boolean;
  apply: (team: TeamDetail) => void;
  readTeam: () => Promise<void>;
  readList: () => Promise<void>;
  refocus: () => void;
}

/** One team: who is in it, what the caller may change, and the invitations still waiting. */
export function TeamPanel(props: PanelProps) {
  const t = useTeamsT();
  const { team, meId, online } = props;
  const actions = useTeamActions(team, meId, props);
  const [question, setQuestion] = useState<Question | null>(null);
  const allowed = teamControls(team.role);
  const enabled = online && actions.busy === null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold break-words">{team.name}</h3>
      <p className="mt-1 text-sm text-fg-muted">
        {t('teams.panel.yourRole', {
          role: t(ROLE_NAME[team.role]),
          does: t(ROLE_DOES[team.role]),
        })}
      </p>
      {allowed.rename && (
        <div className="mt-4">
          <NameForm
            key={team.name}
            label={t('teams.name.label')}
            initial={team.name}
            submit={t('teams.rename.submit')}
            enabled={enabled}
            save={(name) => teamCalls.rename(team.id, name)}
            done={(renamed) => t('teams.rename.done', { team: renamed.name })}
            onSaved={props.apply}
          />
        </div>
      )}
      <MembersList team={team} meId={meId} online={online} actions={actions} ask={setQuestion} />
      {allowed.leave && (
        <Button
          variant="outline"
          className="mt-4"
          disabled={!enabled}
          onClick={() =>
            setQuestion({
              title: t('teams.leave.title', { team: team.name }),
              description: t('teams.leave.explain'),
              confirm: t('teams.leave.button'),
              destructive: true,
              run: actions.leave,
            })
          }
        >
          {t('teams.leave.button')}
        </Button>
      )}
      {allowed.manageMembers && (
        <InvitationsList
          invitations={team.invitations}
          enabled={enabled}
          onWithdraw={(invitation) => void actions.withdraw(invitation)}
        />
      )}
      {allowed.inviteRoles.length > 0 && (
        <InviteForm
          teamId={team.id}
          roles={allowed.inviteRoles}
          enabled={enabled}
          onSent={props.readTeam}
        />
      )}
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </div>
  );
}
