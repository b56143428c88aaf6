import { z } from 'zod';
import { unseenProblem } from '../human-text';
import { LOCALES } from '../i18n/locales';
import { VERIFICATION_CODE_PATTERN } from '../limit-texts';
import { ACCOUNT_LIMITS } from '../limits';
import { USERNAME_PATTERN, USERNAME_REFUSAL } from '../usernames';

/** A display name as a person types it: one line, nothing unseen (core/human-text.ts). */
const NAME_REFUSAL =
  'A display name cannot contain invisible characters, line breaks or control characters';
const oneLineName = (name: string) => unseenProblem('A display name', name) === null;

/** Zod schemas of every account call's payload and reply (docs/product-rules.md). */

/** An e-mail address as sign-up takes it; a lead's address follows the same rules. */
export const emailAddress = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid email address' }));
/** Length is checked again in bytes by the password rules; this bound only stops huge bodies. */
const password = z.string().min(1, 'Password is required').max(256, 'Password is too long');
const token = z.string().min(16).max(256);

export const loginInput = z.object({
  /** E-mail or username, as the sign-in form sends it. */
  username: z.string().trim().min(1, 'Email or username is required').max(254),
  password,
});

const accountTypes = ['individual', 'organization'] as const;
export type AccountType = (typeof accountTypes)[number];

export const signupInput = z.object({
  username: z.string().trim().toLowerCase().regex(USERNAME_PATTERN, USERNAME_REFUSAL),
  email: emailAddress,
  password,
  displayName: z.string().trim().min(1, 'Display name is required').max(100).refine(oneLineName, {
    error: NAME_REFUSAL,
  }),
  accountType: z.enum(accountTypes).optional(),
  /** The page's language at sign-up: the account's, until Profile changes it. */
  locale: z.enum(LOCALES).optional(),
});

export const generateUsernameInput = z.object({
  displayName: z.string().trim().min(2).max(100).refine(oneLineName, { error: NAME_REFUSAL }),
});
export const checkEmailInput = z.object({ email: emailAddress });
export const resendVerificationInput = z.object({ email: emailAddress });
/** The request-reset call sends the e-mail in a field named `username`. */
export const requestResetInput = z.object({ username: emailAddress });
export const resetPasswordInput = z.object({ token, newPassword: password });
export const verifyEmailInput = z.object({ token });
export const verifyEmailCodeInput = z.object({
  code: z
    .string()
    .regex(
      VERIFICATION_CODE_PATTERN,
      `The code is ${ACCOUNT_LIMITS.verificationCodeDigits} digits`,
    ),
});
export const changePasswordInput = z.object({ currentPassword: password, newPassword: password });
export const deleteAccountInput = z.object({ password });
/** Profile's language: the app's and that of the mails Flipfold sends the person. */
export const accountLanguageInput = z.object({ locale: z.enum(LOCALES) });

const publicUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  accountType: z.enum(accountTypes),
  isVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** Null for an account made before languages: the browser's is shown, mails are English. */
  locale: z.enum(LOCALES).nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

export type LoginInput = z.infer<typeof loginInput>;
export type SignupInput = z.infer<typeof signupInput>;
