import { useState } from 'react';
import { db } from '#offline/db';
import { rememberTeams } from '#offline/sync/libraries';
import { failureText } from '../../data/api-client';
import { t } from '../../i18n/i18n';
import { closeAuthDialog, type PendingVerification } from '../../state/auth-dialog';
import { saveSession } from '../../state/session';
import { toast } from '../../ui/toast';
import { login, loginFailureText, signup } from './auth-calls';
import { displayNameOf, type SignupDraft } from './signup-draft';

/**
 * The login and signup calls of the dialog. Both tabs share one busy flag and one error, shown in
 * the red alert above them; a signup hands its e-mail and token on for the verification step.
 */
export function useAuthRequests(onSignedUp: (pending: PendingVerification) => void) {
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function signIn(identifier: string, password: string) {
    setLoading(true);
    setError(null);
    const outcome = await login(identifier, password);
    setLoading(false);
    if (outcome.kind !== 'ok') return setError(loginFailureText(outcome));
    const { user, authToken, teams = [] } = outcome.value;
    // Refused (a full disk): the first library check reads the teams first instead.
    await rememberTeams(db, user.id, teams).catch(() => undefined);
    saveSession(user, authToken);
    closeAuthDialog();
  }

  async function signUp(draft: SignupDraft) {
    setLoading(true);
    setError(null);
    const outcome = await signup({
      username: draft.username.trim().toLowerCase(),
      email: draft.email.trim(),
      password: draft.password,
      displayName: displayNameOf(draft),
      accountType: draft.accountType,
    });
    setLoading(false);
    if (outcome.kind !== 'ok') return setError(failureText(outcome, t('auth.signupFailed')));
    const { user, authToken } = outcome.value;
    saveSession(user, authToken);
    toast({ title: t('auth.accountCreated') });
    closeAuthDialog();
    onSignedUp({ email: user.email, authToken, justSent: true });
  }

  return { error, loading, signIn, signUp, clearError: () => setError(null) };
}
