import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordInput,
  checkEmailInput,
  deleteAccountInput,
  generateUsernameInput,
  loginInput,
  requestResetInput,
  resendVerificationInput,
  resetPasswordInput,
  signupInput,
  verifyEmailCodeInput,
  verifyEmailInput,
} from './auth';

/** The first issue's message, or null when the payload is accepted. */
function problem(schema: z.ZodType, payload: unknown): string | null {
  const parsed = schema.safeParse(payload);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused');
}

const token = 't'.repeat(16);
const signup = {
  username: 'jane',
  email: 'jane@example.com',
  password: 'Abcdef1!',
  displayName: 'Jane',
};

describe('account payloads', () => {
  it('trims the sign-in name and asks for one, up to 254 characters', () => {
    expect(loginInput.parse({ username: '  jane ', password: 'x' })).toEqual({
      username: 'jane',
      password: 'x',
    });
    expect(problem(loginInput, { username: '   ', password: 'x' })).toBe(
      'Email or username is required',
    );
    expect(problem(loginInput, { username: 'a'.repeat(254), password: 'x' })).toBeNull();
    expect(problem(loginInput, { username: 'a'.repeat(255), password: 'x' })).not.toBeNull();
  });

  it('asks for a password of 1 to 256 characters', () => {
    expect(problem(loginInput, { username: 'jane', password: '' })).toBe('Password is required');
    expect(problem(loginInput, { username: 'jane', password: 'x'.repeat(256) })).toBeNull();
    expect(problem(loginInput, { username: 'jane', password: 'x'.repeat(257) })).toBe(
      'Password is too long',
    );
  });

  it('takes a sign-up with the username in lower case and the names trimmed', () => {
    expect(
      signupInput.parse({ ...signup, username: ' Jane.Doe ', email: ' jane@example.com ' }),
    ).toEqual({ ...signup, username: 'jane.doe' });
    expect(signupInput.parse({ ...signup, accountType: 'organization' }).accountType).toBe(
      'organization',
    );
  });

  it('refuses a sign-up with a bad username, e-mail, display name or account type', () => {
    expect(problem(signupInput, { ...signup, username: 'a' })).toBe(
      'Username must be 3-30 letters, numbers, dots, dashes or underscores',
    );
    expect(problem(signupInput, { ...signup, email: 'jane' })).toBe('Enter a valid email address');
    expect(problem(signupInput, { ...signup, displayName: '  ' })).toBe('Display name is required');
    expect(problem(signupInput, { ...signup, displayName: 'x'.repeat(100) })).toBeNull();
    expect(problem(signupInput, { ...signup, displayName: 'x'.repeat(101) })).not.toBeNull();
    expect(problem(signupInput, { ...signup, accountType: 'company' })).not.toBeNull();
  });

  it('bounds an e-mail to 254 characters, counted after trimming', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(problem(checkEmailInput, { email: ` ${at(254)} ` })).toBeNull();
    expect(problem(checkEmailInput, { email: at(255) })).not.toBeNull();
  });

  it.each([
    ['check-email', checkEmailInput, 'email'],
    ['resend-verification', resendVerificationInput, 'email'],
    ['request-reset', requestResetInput, 'username'],
  ])('%s takes a valid e-mail in its %s field only', (_, schema, field) => {
    expect(schema.parse({ [field]: 'jane@example.com' })).toEqual({ [field]: 'jane@example.com' });
    expect(problem(schema, { [field]: 'not-an-email' })).toBe('Enter a valid email address');
  });

  it('takes a username suggestion request for a display name of 2 to 100 characters', () => {
    expect(generateUsernameInput.parse({ displayName: ' Jo ' })).toEqual({ displayName: 'Jo' });
    expect(problem(generateUsernameInput, { displayName: ' J ' })).not.toBeNull();
    expect(problem(generateUsernameInput, { displayName: 'x'.repeat(100) })).toBeNull();
    expect(problem(generateUsernameInput, { displayName: 'x'.repeat(101) })).not.toBeNull();
  });

  it('takes tokens of 16 to 256 characters', () => {
    expect(verifyEmailInput.parse({ token })).toEqual({ token });
    expect(problem(verifyEmailInput, { token: 't'.repeat(15) })).not.toBeNull();
    expect(problem(verifyEmailInput, { token: 't'.repeat(256) })).toBeNull();
    expect(problem(verifyEmailInput, { token: 't'.repeat(257) })).not.toBeNull();
    expect(resetPasswordInput.parse({ token, newPassword: 'x' })).toEqual({
      token,
      newPassword: 'x',
    });
    expect(problem(resetPasswordInput, { token, newPassword: '' })).toBe('Password is required');
  });

  it.each([
    ['123456', null],
    ['12345', 'The code is 6 digits'],
    ['1234567', 'The code is 6 digits'],
    ['x123456', 'The code is 6 digits'],
    ['12345x', 'The code is 6 digits'],
  ])('judges the verification code %j', (code, message) => {
    expect(problem(verifyEmailCodeInput, { code })).toBe(message);
  });

  it('asks for the current and the new password to change it, and the password to delete', () => {
    const change = { currentPassword: 'old', newPassword: 'new' };
    expect(changePasswordInput.parse(change)).toEqual(change);
    expect(problem(changePasswordInput, { ...change, newPassword: '' })).toBe(
      'Password is required',
    );
    expect(deleteAccountInput.parse({ password: 'x' })).toEqual({ password: 'x' });
    expect(problem(deleteAccountInput, {})).not.toBeNull();
  });
});
