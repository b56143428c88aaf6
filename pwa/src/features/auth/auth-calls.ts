import type { SignupInput } from '#core/schemas/auth';
import type { AuthReply } from '#core/schemas/auth-reply';
import { type ApiFailure, apiCall, failureText } from '../../data/api-client';
import { currentLocale, t } from '../../i18n/i18n';

/** POST /api/auth/login with an e-mail or a username in `username`. */
export const login = (username: string, password: string) =>
  apiCall<AuthReply>('/api/auth/login', { method: 'POST', body: { username, password } });

/** Any refusal reads as an invalid login (docs/product-rules.md). */
export function loginFailureText(failure: ApiFailure): string {
  if (failure.kind === 'network') return t('auth.loginFailed');
  // The rate limit is the one refusal worth telling apart: retrying at once cannot help.
  if (failure.error.status === 429 && failure.error.serverError) return failure.error.serverError;
  return t('auth.invalidLogin');
}

/**
 * POST /api/auth/signup, in the page's language (the account's from then on); a failure shows the
 * server's text, else 'Signup failed'.
 */
export const signup = (input: SignupInput) =>
  apiCall<AuthReply>('/api/auth/signup', {
    method: 'POST',
    body: { ...input, locale: currentLocale() },
  });

/** POST /api/auth/verify-email-code with the session's token when one exists. */
export const verifyCode = (code: string, authToken: string | null) =>
  apiCall('/api/auth/verify-email-code', {
    method: 'POST',
    body: { code },
    bearer: authToken ?? true,
  });

export const verifyFailureText = (failure: ApiFailure) =>
  failure.kind === 'network'
    ? t('auth.verify.failedRetry')
    : failureText(failure, t('auth.verify.failed'));

/** POST /api/auth/resend-verification; only success or failure matters. */
export const resendVerification = (email: string) =>
  apiCall('/api/auth/resend-verification', { method: 'POST', body: { email } });
