import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../data/api-client';
import { showIn } from '../../i18n/i18n';
import { appTextsReady } from '../../ui/app-texts';
import { loginFailureText } from './auth-calls';

beforeAll(appTextsReady);
// showIn names the page's language and direction on the document.
beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));
afterEach(async () => {
  await showIn('en');
  vi.unstubAllGlobals();
});

const refused = (status: number, serverError: string) =>
  ({
    kind: 'refused',
    error: new ApiError(status, serverError, null, serverError, null),
  }) as const;

describe('a refused sign-in', () => {
  it('reads as an invalid login in the page’s language, whatever the server said', async () => {
    expect(loginFailureText(refused(401, 'No such user'))).toBe('Invalid email or password');
    await showIn('de');
    expect(loginFailureText(refused(401, 'No such user'))).toBe(
      'E-Mail-Adresse oder Passwort ist falsch',
    );
  });

  it('tells a rate limit as the server words it', () => {
    expect(loginFailureText(refused(429, 'Too many attempts'))).toBe('Too many attempts');
  });
});
