import { type FormEvent, useId, useState } from 'react';
import type { InviteInput } from '#core/schemas/teams';
import type { GrantableRole } from '#core/team-roles';
import { failureText } from '../../../data/api-client';
import { Button } from '../../../ui/button';
import { FormAlert, FormField } from '../../../ui/form-field';
import { toast } from '../../../ui/toast';
import { teamCalls } from '../team-calls';
import { ROLE_DOES, teamsT, useTeamsT } from '../team-texts';
import { RoleSelect } from './role-select';

/** Sends an invitation: null when it went (and a toast says so), else what the server said. */
export async function sendInvitation(teamId: string, input: InviteInput): Promise<string | null> {
  const outcome = await teamCalls.invite(teamId, input);
  const t = await teamsT();
  if (outcome.kind === 'ok') {
    toast({ title: t('teams.invite.sent', { email: input.email }) });
    return null;
  }
  return failureText(outcome, t('teams.invite.failed'));
}

/** E-mail and role, among the roles the caller may give (`roles`), each described. */
export function InviteForm(props: {
  teamId: string;
  roles: readonly GrantableRole[];
  enabled: boolean;
  onSent: () => Promise<void>;
}) {
  const { teamId, roles, enabled, onSent } = props;
  const t = useTeamsT();
  const hintId = useId();
  const [email, setEmail] = useState('');
  // The least role first offered: a new member starts with the least they need.
  const [role, setRole] = useState<GrantableRole | undefined>(roles.at(-1));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!role) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!role || !event.currentTarget.reportValidity()) return;
    setSending(true);
    const refusal = await sendInvitation(teamId, { email: email.trim(), role });
    setSending(false);
    setError(refusal);
    if (refusal === null) {
      setEmail('');
      await onSent();
    }
  }

  return (
    <form aria-labelledby={`${hintId}-title`} className="mt-8 grid gap-3" onSubmit={submit}>
      <h4 id={`${hintId}-title`} className="font-semibold">
        {t('teams.invite.title')}
      </h4>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <FormField
          label={t('teams.invite.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <RoleSelect
          label={t('teams.invite.role')}
          choices={roles}
          value={role}
          onChange={setRole}
          describedBy={hintId}
        />
      </div>
      <p id={hintId} className="text-sm text-fg-muted">
        {t(ROLE_DOES[role])}
      </p>
      <Button type="submit" className="w-fit" disabled={!enabled || sending}>
        {sending ? t('teams.invite.sending') : t('teams.invite.send')}
      </Button>
    </form>
  );
}
