import type { PendingInvitation } from '#core/schemas/teams';
import { TEAM_ROLE_LABELS } from '#core/team-roles';
import { Button } from '../../../ui/button';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Invitations not yet accepted, each with 'Withdraw'. */
export function InvitationsList({
  invitations,
  enabled,
  onWithdraw,
}: {
  invitations: PendingInvitation[];
  enabled: boolean;
  onWithdraw: (invitation: PendingInvitation) => void;
}) {
  return (
    <section aria-labelledby="team-invitations" className="mt-8">
      <h4 id="team-invitations" className="font-semibold">
        Pending invitations
      </h4>
      {invitations.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">No invitations waiting.</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-medium break-all">{invitation.email}</span>
                <span className="block text-fg-muted">
                  {TEAM_ROLE_LABELS[invitation.role]} · expires{' '}
                  {day.format(new Date(invitation.expiresAt))}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={!enabled}
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                onClick={() => onWithdraw(invitation)}
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
