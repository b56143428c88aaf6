import { useState } from 'react';
import type { TeamMember } from '#core/schemas/teams';
import type { GrantableRole } from '#core/team-roles';
import { useLocale } from '#pwa/i18n/i18n';
import { Button } from '../../../ui/button';
import { dayIn } from '../../../ui/days';
import { ROLE_NAME, useTeamsT } from '../team-texts';
import type { Question } from './confirm-dialog';
import { RoleSelect } from './role-select';
import type { MemberControls } from './team-controls';
import { shownName, type TeamActions } from './use-team-actions';

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
  const t = useTeamsT();
  const [draft, setDraft] = useState<GrantableRole | null>(null);
  const current = member.role;
  // No one may change the owner's role (roleChoices is empty then); the test narrows the type.
  if (controls.roleChoices.length === 0 || current === 'owner')
    return <span className="text-sm font-medium">{t(ROLE_NAME[current])}</span>;
  const chosen = draft ?? current;
  return (
    <div className="flex items-center gap-2">
      <RoleSelect
        label={t('teams.member.roleOf', { name: shownName(member) })}
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
          {t('teams.member.apply')}
        </Button>
      )}
    </div>
  );
}

function MemberButtons({ member, teamName, controls, enabled, actions, ask }: RowProps) {
  const t = useTeamsT();
  const name = shownName(member);
  return (
    <div className="flex flex-wrap gap-2">
      {controls.handOver && (
        <Button
          size="sm"
          variant="outline"
          disabled={!enabled}
          aria-label={t('teams.handOver.to', { name })}
          onClick={() =>
            ask({
              title: t('teams.handOver.title', { team: teamName, name }),
              description: t('teams.handOver.explain', { name }),
              confirm: t('teams.handOver.to', { name }),
              run: () => actions.handOver(member),
            })
          }
        >
          {t('teams.handOver.button')}
        </Button>
      )}
      {controls.removable && (
        <Button
          size="sm"
          variant="outline"
          disabled={!enabled}
          aria-label={t('teams.remove.label', { name })}
          onClick={() =>
            ask({
              title: t('teams.remove.title', { name, team: teamName }),
              description: t('teams.remove.explain', { name }),
              confirm: t('teams.remove.button'),
              destructive: true,
              run: () => actions.remove(member),
            })
          }
        >
          {t('teams.remove.button')}
        </Button>
      )}
    </div>
  );
}

/** One member: name, e-mail and joined day; their role (a select where the caller may change it), actions. */
export function MemberRow(props: RowProps) {
  const t = useTeamsT();
  const locale = useLocale();
  const { member, me } = props;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {shownName(member)}
          {me && <span className="font-normal text-fg-muted"> {t('teams.member.you')}</span>}
        </p>
        <p className="text-sm break-all text-fg-muted">{member.email}</p>
        <p className="text-xs text-fg-muted">
          {t('teams.member.joined', { day: dayIn(locale, member.joinedAt) })}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <RoleCell {...props} />
        <MemberButtons {...props} />
      </div>
    </li>
  );
}
