import type { ReactNode } from 'react';
import type { InvitationPreview } from '#core/schemas/teams';
import { ROLE_DOES, ROLE_NAME, useTeamsT } from '../team-texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[7rem_1fr] sm:gap-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** The team, the role with what it may do, who invited, and the address it was sent to. */
export function InvitationDetails({ preview }: { preview: InvitationPreview }) {
  const t = useTeamsT();
  return (
    <dl className="mt-4 divide-y divide-border">
      <Row label={t('teams.invitation.teamTerm')}>{preview.teamName}</Row>
      <Row label={t('teams.invitation.roleTerm')}>
        {t(ROLE_NAME[preview.role])}
        <span className="block font-normal text-fg-muted">{t(ROLE_DOES[preview.role])}</span>
      </Row>
      <Row label={t('teams.invitation.invitedByTerm')}>{preview.invitedByName}</Row>
      <Row label={t('teams.invitation.sentToTerm')}>{preview.email}</Row>
    </dl>
  );
}
