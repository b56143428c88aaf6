import { useState } from 'react';
import type { TeamDetail } from '#core/schemas/teams';
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS } from '#core/team-roles';
import { Button } from '../../../ui/button';
import { teamCalls } from '../team-calls';
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
  const { team, meId, online } = props;
  const actions = useTeamActions(team, meId, props);
  const [question, setQuestion] = useState<Question | null>(null);
  const allowed = teamControls(team.role);
  const enabled = online && actions.busy === null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold break-words">{team.name}</h3>
      <p className="mt-1 text-sm text-fg-muted">
        Your role: {TEAM_ROLE_LABELS[team.role]}. {TEAM_ROLE_DESCRIPTIONS[team.role]}.
      </p>
      {allowed.rename && (
        <div className="mt-4">
          <NameForm
            key={team.name}
            label="Team name"
            initial={team.name}
            submit="Rename"
            enabled={enabled}
            save={(name) => teamCalls.rename(team.id, name)}
            done={(renamed) => `The team is now called ${renamed.name}`}
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
              title: `Leave ${team.name}?`,
              description: 'You lose access to the team’s library until someone invites you again.',
              confirm: 'Leave team',
              destructive: true,
              run: actions.leave,
            })
          }
        >
          Leave team
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
