import { createExternalStore } from './external-store';

export type AuthTab = 'signin' | 'signup';

/** Which tab of the sign-in dialog is open, if any; any screen may open it. */
export const authDialogStore = createExternalStore<AuthTab | null>(null);

export function openAuthDialog(tab: AuthTab = 'signin') {
  authDialogStore.set(tab);
}

export function closeAuthDialog() {
  authDialogStore.set(null);
}

/** An account waiting for its e-mail code: where the code went, and the session's token if any. */
export interface PendingVerification {
  email: string;
  authToken: string | null;
  /** Mailed a moment ago (a sign-up): the resend cooldown starts at once, as on the server. */
  justSent: boolean;
}

/** The account the 'Verify Your Email' dialog is open for, if any: a sign-up, or the banner's. */
export const verificationDialogStore = createExternalStore<PendingVerification | null>(null);

export function openVerificationDialog(pending: PendingVerification) {
  verificationDialogStore.set(pending);
}

export function closeVerificationDialog() {
  verificationDialogStore.set(null);
}
