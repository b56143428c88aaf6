import type { ReactNode } from 'react';
import type { InvitationPreview } from '#core/schemas/teams';
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS } from '#core/team-roles';

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
  return (
    <dl className="mt-4 divide-y divide-border">
      <Row label="Team">{preview.teamName}</Row>
      <Row label="Role">
        {TEAM_ROLE_LABELS[preview.role]}
        <span className="block font-normal text-fg-muted">
          {TEAM_ROLE_DESCRIPTIONS[preview.role]}
        </span>
      </Row>
      <Row label="Invited by">{preview.invitedByName}</Row>
      <Row label="Sent to">{preview.email}</Row>
    </dl>
  );
}
