import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '#core/schemas/auth';
import type { InvitationPreview } from '#core/schemas/teams';
import { failureText } from '../../../data/api-client';
import { RichText } from '../../../i18n/rich-text';
import { openAuthDialog } from '../../../state/auth-dialog';
import { saveSession, sessionStore } from '../../../state/session';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-field';
import { toast } from '../../../ui/toast';
import { SignOutDialog } from '../../account/sign-out-dialog';
import { useSignOut } from '../../account/use-sign-out';
import { invitationCalls } from '../team-calls';
import { teamsT, useTeamsT } from '../team-texts';

/** Where the page goes once the person joined: their teams. */
export const TEAM_TAB_PATH = '/profile?tab=team';

/** Accepts the invitation: null once joined (a toast says so and `go` leaves), else the reason. */
export async function joinTeam(token: string, go: (path: string) => void): Promise<string | null> {
  const outcome = await invitationCalls.accept(token);
  const t = await teamsT();
  if (outcome.kind !== 'ok') return failureText(outcome, t('teams.invitation.joinFailed'));
  // Joining proved the address the link went to, and the server verified the account for it.
  const { user } = sessionStore.get();
  if (user && !user.isVerified) saveSession({ ...user, isVerified: true }, null);
  toast({ title: t('teams.invitation.joined', { team: outcome.value.name }) });
  go(TEAM_TAB_PATH);
  return null;
}

export function JoinAction(props: { preview: InvitationPreview; token: string; online: boolean }) {
  const t = useTeamsT();
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function join() {
    setJoining(true);
    const refusal = await joinTeam(props.token, (path) => void navigate(path));
    setJoining(false);
    setError(refusal);
  }

  return (
    <div className="mt-6 grid gap-3">
      {error && <FormAlert>{error}</FormAlert>}
      <Button size="lg" className="w-full" disabled={joining || !props.online} onClick={join}>
        {joining
          ? t('teams.invitation.joining')
          : t('teams.invitation.join', { team: props.preview.teamName })}
      </Button>
    </div>
  );
}

/** Signed out: the account of the invited address first (the dialog signs in or up). */
export function SignedOutActions({ preview }: { preview: InvitationPreview }) {
  const t = useTeamsT();
  return (
    <div className="mt-6 grid gap-3">
      <p className="text-sm text-fg-muted">
        {t('teams.invitation.signInFirst', { email: preview.email, team: preview.teamName })}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button size="lg" onClick={() => openAuthDialog('signin')}>
          {t('teams.invitation.signIn')}
        </Button>
        <Button size="lg" variant="outline" onClick={() => openAuthDialog('signup')}>
          {t('teams.invitation.createAccount')}
        </Button>
      </div>
    </div>
  );
}

/** An address in a sentence: set apart, and broken anywhere rather than overflow a phone. */
const strong = (address: string) => <strong className="break-all">{address}</strong>;

/** Signed in with another address: only the invited one may accept, so sign out first. */
export function OtherAddress({ preview, user }: { preview: InvitationPreview; user: PublicUser }) {
  const t = useTeamsT();
  // Signed out, the page shows the signed-out step in place: nowhere to go.
  const signingOut = useSignOut(() => undefined);
  return (
    <div className="mt-6 grid gap-3">
      <p role="status" className="text-sm">
        <RichText
          text={t('teams.invitation.otherAddress', { invited: preview.email, user: user.email })}
          parts={[strong, strong]}
        />
      </p>
      <Button size="lg" variant="outline" onClick={() => void signingOut.request()}>
        {t('teams.invitation.signOut')}
      </Button>
      <SignOutDialog
        ownerId={user.id}
        asked={signingOut.asked}
        onCancel={signingOut.cancel}
        onConfirm={() => void signingOut.finish()}
      />
    </div>
  );
}
