import type { PublicUser } from '#core/schemas/auth';
import type { InvitationPreview } from '#core/schemas/teams';
import { PageCard } from '../../../ui/page-card';
import { useTeamsT } from '../team-texts';
import { InvitationDetails } from './invitation-details';
import { inviteStep } from './invitation-state';
import { JoinAction, OtherAddress, SignedOutActions } from './invite-actions';

/** A valid invitation: what it offers, and the one step that leads from here to joining. */
export function InvitationView(props: {
  preview: InvitationPreview;
  token: string;
  user: PublicUser | null;
  online: boolean;
}) {
  const t = useTeamsT();
  const { preview, user } = props;
  const step = inviteStep(preview, user);
  return (
    <PageCard>
      <h1 className="text-xl font-semibold break-words">
        {t('teams.invitation.join', { team: preview.teamName })}
      </h1>
      <p className="mt-1 text-sm text-fg-muted">
        {t('teams.invitation.invitedYou', {
          inviter: preview.invitedByName,
          team: preview.teamName,
        })}
      </p>
      <InvitationDetails preview={preview} />
      {!props.online && (
        <p role="status" className="mt-4 text-sm text-amber-800 dark:text-amber-300">
          {t('teams.invitation.offline')}
        </p>
      )}
      {step === 'signed-out' && <SignedOutActions preview={preview} />}
      {step === 'join' && (
        <JoinAction preview={preview} token={props.token} online={props.online} />
      )}
      {step === 'other-address' && user && <OtherAddress preview={preview} user={user} />}
    </PageCard>
  );
}
