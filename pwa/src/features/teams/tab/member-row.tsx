import { useState } from 'react';
import type { TeamMember } from '#core/schemas/teams';
import { type GrantableRole, TEAM_ROLE_LABELS } from '#core/team-roles';
import { Button } from '../../../ui/button';
import type { Question } from './confirm-dialog';
import { RoleSelect } from './role-select';
import type { MemberControls } from './team-controls';
import { shownName, type TeamActions } from './use-team-actions';

const joined = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export interface RowProps {
  member: TeamMember;
  teamName: string;
  me: boolean;
  controls: MemberControls;
  /** False offline, or while another change is on its way. */
  enabled: boolean;
  actions: TeamActions;
  ask: (question: Question) => void;
}

/**
 * The role, chosen in a select and applied with its button: a closed select changes with each
 * arrow key in some browsers, and each change would be a call.
 */
function RoleCell({ member, controls, enabled, actions }: RowProps) {
  const [draft, setDraft] = useState<GrantableRole | null>(null);
  const current = member.role;
  // No one may change the owner's role (roleChoices is empty then); the test narrows the type.
  if (controls.roleChoices.length === 0 || current === 'owner')
    return <span className="text-sm font-medium">{TEAM_ROLE_LABELS[current]}</span>;
  const chosen = draft ?? current;
  return (
    <div className="flex items-center gap-2">
      <RoleSelect
        label={`Role of ${shownName(member)}`}
        labelHidden
        choices={controls.roleChoices}
        value={chosen}
        onChange={setDraft}
        disabled={!enabled}
      />
      {chosen !== current && (
        <Button
          size="sm"
          disabled={!enabled}
          onClick={() => void actions.changeRole(member, chosen).then(() => setDraft(null))}
        >
          Apply
        </Button>
      )}
    </div>
  );
}

function MemberButtons({ member, teamName, controls, enabled, actions, ask }: RowProps) {
  const name = shownName(member);
  return (
    <div className="flex flex-wrap gap-2">
      {controls.handOver && (
        <Button
          size="sm"
          variant="outline"
          disabled={!enabled}
          aria-label={`Hand over to ${name}`}
          onClick={() =>
            ask({
              title: `Hand ${teamName} over to ${name}?`,
              description: `${name} becomes the owner and you become an admin. Only the new owner can hand it back.`,
              confirm: `Hand over to ${name}`,
              run: () => actions.handOver(member),
            })
          }
        >
          Hand over
        </Button>
      )}
      {controls.removable && (
        <Button
          size="sm"
          variant="outline"
          disabled={!enabled}
          aria-label={`Remove ${name}`}
          onClick={() =>
            ask({
              title: `Remove ${name} from ${teamName}?`,
              description: `${name} loses access to the team’s library. You can invite them again.`,
              confirm: 'Remove',
              destructive: true,
              run: () => actions.remove(member),
            })
          }
        >
          Remove
        </Button>
      )}
    </div>
  );
}

/** One member: name, e-mail and joined day; their role (a select where the caller may change it), actions. */
export function MemberRow(props: RowProps) {
  const { member, me } = props;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {shownName(member)}
          {me && <span className="font-normal text-fg-muted"> (you)</span>}
        </p>
        <p className="text-sm break-all text-fg-muted">{member.email}</p>
        <p className="text-xs text-fg-muted">Joined {joined.format(new Date(member.joinedAt))}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <RoleCell {...props} />
        <MemberButtons {...props} />
      </div>
    </li>
  );
}
