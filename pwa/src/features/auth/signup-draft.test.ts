import { describe, expect, it } from 'vitest';
import {
  displayNameOf,
  EMPTY_DRAFT,
  type SignupDraft,
  signupBlocked,
  usernameError,
} from './signup-draft';

const ready: SignupDraft = {
  ...EMPTY_DRAFT,
  firstName: ' Ada ',
  lastName: 'Lovelace',
  username: 'ada.lovelace',
  email: 'ada@example.com',
  password: 'Engine#1843',
  confirmPassword: 'Engine#1843',
};

describe('the sign-up draft', () => {
  it('joins first and last name for an individual and takes the team name for an organization', () => {
    expect(displayNameOf(ready)).toBe('Ada Lovelace');
    expect(
      displayNameOf({ ...ready, accountType: 'organization', organizationName: ' Acme Team ' }),
    ).toBe('Acme Team');
  });

  it('lets a complete draft through', () => {
    expect(signupBlocked(ready, false)).toBe(false);
  });

  it('blocks while the e-mail is taken, a name or the username is missing, or the passwords fail', () => {
    expect(signupBlocked(ready, true)).toBe(true);
    expect(signupBlocked({ ...ready, lastName: ' ' }, false)).toBe(true);
    expect(signupBlocked({ ...ready, accountType: 'organization' }, false)).toBe(true);
    expect(signupBlocked({ ...ready, username: '' }, false)).toBe(true);
    expect(signupBlocked({ ...ready, username: 'a b' }, false)).toBe(true);
    expect(
      signupBlocked({ ...ready, password: 'engine#1843', confirmPassword: 'engine#1843' }, false),
    ).toBe(true);
    expect(signupBlocked({ ...ready, confirmPassword: 'Engine#1844' }, false)).toBe(true);
  });

  it('explains a username the server would refuse and accepts a valid one', () => {
    expect(usernameError('ada.lovelace')).toBeNull();
    expect(usernameError('')).toBeNull();
    expect(usernameError('a!')).toEqual({
      id: 'auth.usernameRule',
      values: { min: 3, max: 30 },
    });
  });
});
