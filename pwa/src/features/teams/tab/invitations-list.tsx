import type { PendingInvitation } from '#core/schemas/teams';
import { useLocale } from '#pwa/i18n/i18n';
import { Button } from '../../../ui/button';
import { dayIn } from '../../../ui/days';
import { ROLE_NAME, useTeamsT } from '../team-texts';

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
  const t = useTeamsT();
  const locale = useLocale();
  return (
    <section aria-labelledby="team-invitations" className="mt-8">
      <h4 id="team-invitations" className="font-semibold">
        {t('teams.invitations.title')}
      </h4>
      {invitations.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">{t('teams.invitations.none')}</p>
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
                  {t('teams.invitations.roleAndExpiry', {
                    role: t(ROLE_NAME[invitation.role]),
                    day: dayIn(locale, invitation.expiresAt),
                  })}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={!enabled}
                aria-label={t('teams.invitations.withdrawLabel', { email: invitation.email })}
                onClick={() => onWithdraw(invitation)}
              >
                {t('teams.invitations.withdraw')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
