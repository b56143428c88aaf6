import { unmetPasswordRules } from '#core/password-rules';
import type { AccountType } from '#core/schemas/auth';
import { USERNAME_PATTERN } from '#core/usernames';
import type { Worded } from '#pwa/i18n/i18n';
import { USERNAME_HINT } from '#pwa/ui/password-texts';

/** Everything typed into the Sign Up tab; the dialog keeps it until verification succeeds. */
export interface SignupDraft {
  accountType: AccountType;
  firstName: string;
  lastName: string;
  organizationName: string;
  username: string;
  /** True once the person typed a username, so later suggestions no longer overwrite it. */
  usernameEdited: boolean;
  email: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_DRAFT: SignupDraft = {
  accountType: 'individual',
  firstName: '',
  lastName: '',
  organizationName: '',
  username: '',
  usernameEdited: false,
  email: '',
  password: '',
  confirmPassword: '',
};

/** First and last name joined by a space for an individual, or the organization's name. */
export function displayNameOf(draft: SignupDraft): string {
  return draft.accountType === 'organization'
    ? draft.organizationName.trim()
    : [draft.firstName.trim(), draft.lastName.trim()].filter(Boolean).join(' ');
}

/** The hint under a username the server would refuse, for the form to word; null when it is fine. */
export function usernameError(username: string): Worded | null {
  const value = username.trim().toLowerCase();
  if (!value) return null;
  return USERNAME_PATTERN.test(value) ? null : USERNAME_HINT;
}

/** The conditions that block the sign-up submit (docs/product-rules.md, "Accounts and sessions"). */
export function signupBlocked(draft: SignupDraft, emailTaken: boolean): boolean {
  const namesMissing =
    draft.accountType === 'organization'
      ? !draft.organizationName.trim()
      : !draft.firstName.trim() || !draft.lastName.trim();
  return (
    namesMissing ||
    !draft.username.trim() ||
    usernameError(draft.username) !== null ||
    !draft.email.includes('@') ||
    emailTaken ||
    unmetPasswordRules(draft.password).length > 0 ||
    draft.password !== draft.confirmPassword
  );
}
