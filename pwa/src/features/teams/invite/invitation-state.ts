import type { PublicUser } from '#core/schemas/auth';
import type { InvitationPreview } from '#core/schemas/teams';
import type { t } from '#pwa/i18n/i18n';
import { type ApiResult, failureText } from '../../../data/api-client';

/** What the link's preview came to. */
export type PreviewState =
  | { kind: 'loading' }
  | { kind: 'ready'; preview: InvitationPreview }
  /** Unknown or malformed (404, 400), or used, withdrawn or expired (410): the server says which. */
  | { kind: 'gone'; message: string }
  /** No answer, or another refusal (too many tries): trying again may help. */
  | { kind: 'failed'; message: string };

// 400: a token too short or long to be one (the schema refuses it before looking it up).
const GONE = new Set([400, 404, 410]);

/** `texts`: the teams' `t`, which words a refusal that came without the server's reason. */
export function previewState(result: ApiResult<InvitationPreview>, texts: typeof t): PreviewState {
  if (result.kind === 'ok') return { kind: 'ready', preview: result.value };
  if (result.kind === 'refused' && GONE.has(result.error.status))
    return { kind: 'gone', message: failureText(result, texts('teams.invitation.invalid')) };
  return { kind: 'failed', message: failureText(result, texts('teams.invitation.openFailed')) };
}

/** Who is looking at a valid invitation: no one signed in, its addressee, or someone else. */
export type InviteStep = 'signed-out' | 'join' | 'other-address';

export function inviteStep(preview: InvitationPreview, user: PublicUser | null): InviteStep {
  if (!user) return 'signed-out';
  // E-mail addresses are compared as the server stores them: case does not make another one.
  return user.email.toLowerCase() === preview.email.toLowerCase() ? 'join' : 'other-address';
}
