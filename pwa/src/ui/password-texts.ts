import { PASSWORD_LIMITS, type PasswordProblem, type PasswordRuleId } from '#core/password-rules';
import { USERNAME_LENGTHS } from '#core/usernames';
import type { Worded } from '#pwa/i18n/i18n';

/*
 * The password and username rules as the page words them: a message of the app's catalogue with
 * its values, never the server's English (core/password-rules.ts keeps that for the API's replies).
 */

const min = PASSWORD_LIMITS.minLength;
const characters = PASSWORD_LIMITS.specialCharacters;

/** Each rule as the sign-up form's live list of unmet rules says it. */
export const RULE_LABELS: Record<PasswordRuleId, Worded> = {
  length: { id: 'password.rule.length', values: { min } },
  uppercase: { id: 'password.rule.uppercase' },
  number: { id: 'password.rule.number' },
  special: { id: 'password.rule.special', values: { characters } },
};

/** Each rule as the reset page's checklist ticks it off. */
export const RULE_CHECKLIST: Record<PasswordRuleId, Worded> = {
  length: { id: 'password.checklist.length', values: { min } },
  uppercase: { id: 'password.checklist.uppercase' },
  number: { id: 'password.checklist.number' },
  special: { id: 'password.checklist.special', values: { characters } },
};

/** A password the reset form refuses, and why. */
export const PROBLEM_TEXTS: Record<PasswordProblem, Worded> = {
  length: { id: 'password.problem.length', values: { min } },
  uppercase: { id: 'password.problem.uppercase' },
  number: { id: 'password.problem.number' },
  special: { id: 'password.problem.special' },
  tooLong: { id: 'password.problem.tooLong', values: { max: PASSWORD_LIMITS.maxBytes } },
};

export const PASSWORDS_DIFFER: Worded = { id: 'password.differ' };

/** The profile form's own minimum, before the server applies the full rule. */
export const CHANGE_TOO_SHORT: Worded = {
  id: 'password.changeTooShort',
  values: { min: PASSWORD_LIMITS.changeMinLength },
};

/** The sign-up form's hint under a username the server would refuse. */
export const USERNAME_HINT: Worded = {
  id: 'auth.usernameRule',
  values: { min: USERNAME_LENGTHS.min, max: USERNAME_LENGTHS.max },
};
