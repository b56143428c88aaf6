import type { AuthReply, SignupInput } from '../../../../core/schemas/auth';
import { ApiError, apiFetch } from '../../data/api-client';

/** The outcome of a sign-in or sign-up: the session, or the error text the dialog shows. */
export type AuthOutcome = { ok: true; reply: AuthReply } | { ok: false; error: string };

/** POST /api/auth/login; docs/product-rules.md: any refusal reads 'Invalid email or password'. */
export async function login(username: string, password: string): Promise<AuthOutcome> {
  try {
    const reply = await apiFetch<AuthReply>('/api/auth/login', {
      method: 'POST',
      body: { username, password },
    });
    return { ok: true, reply };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, error: 'Login failed' };
    // The rate limit is the one refusal worth telling apart: retrying at once cannot help.
    if (error.status === 429 && error.serverError) return { ok: false, error: error.serverError };
    return { ok: false, error: 'Invalid email or password' };
  }
}

/** POST /api/auth/signup; the server's error text, else 'Signup failed'. */
export async function signup(input: SignupInput): Promise<AuthOutcome> {
  try {
    const reply = await apiFetch<AuthReply>('/api/auth/signup', { method: 'POST', body: input });
    return { ok: true, reply };
  } catch (error) {
    const message = error instanceof ApiError ? error.serverError : null;
    return { ok: false, error: message || 'Signup failed' };
  }
}

/** POST /api/auth/verify-email-code with the session's token when one exists. */
export async function verifyCode(code: string, authToken: string | null): Promise<string | null> {
  try {
    await apiFetch('/api/auth/verify-email-code', {
      method: 'POST',
      body: { code },
      bearer: authToken ?? true,
    });
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) return 'Verification failed. Please try again.';
    return error.serverError || 'Verification failed';
  }
}

/** POST /api/auth/resend-verification; only success or failure matters. */
export async function resendVerification(email: string): Promise<boolean> {
  try {
    await apiFetch('/api/auth/resend-verification', { method: 'POST', body: { email } });
    return true;
  } catch {
    return false;
  }
}
