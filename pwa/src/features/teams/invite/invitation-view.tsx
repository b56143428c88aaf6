import type { PublicUser } from '#core/schemas/auth';
import type { InvitationPreview } from '#core/schemas/teams';
import { PageCard } from '../../../ui/page-card';
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
  const { preview, user } = props;
  const step = inviteStep(preview, user);
  return (
    <PageCard>
      <h1 className="text-xl font-semibold break-words">Join {preview.teamName}</h1>
      <p className="mt-1 text-sm text-fg-muted">
        {preview.invitedByName} invited you to {preview.teamName}.
      </p>
      <InvitationDetails preview={preview} />
      {!props.online && (
        <p role="status" className="mt-4 text-sm text-amber-800 dark:text-amber-300">
          You are offline. Joining a team needs a connection.
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
