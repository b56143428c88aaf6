import { EMAIL_NOT_VERIFIED_MESSAGE } from '#core/errors';

/** Shown when a create needs a verified address: at Create, and when the server refuses a sync. */
export const VERIFY_FIRST_TOAST = {
  title: 'Email Verification Required',
  description: EMAIL_NOT_VERIFIED_MESSAGE,
  variant: 'destructive',
} as const;
