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
