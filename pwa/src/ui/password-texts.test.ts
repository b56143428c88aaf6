import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordCheck, passwordProblem, unmetPasswordRules } from '#core/password-rules';
import { showIn, t, type Worded } from '../i18n/i18n';
import { appTextsReady } from './app-texts';
import {
  CHANGE_TOO_SHORT,
  PASSWORDS_DIFFER,
  PROBLEM_TEXTS,
  RULE_CHECKLIST,
  RULE_LABELS,
  USERNAME_HINT,
} from './password-texts';

beforeAll(appTextsReady);
// showIn names the page's language and direction on the document.
beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));
afterEach(async () => {
  await showIn('en');
  vi.unstubAllGlobals();
});

const say = ({ id, values }: Worded) => t(id, values);
const unmetLabels = (password: string) =>
  unmetPasswordRules(password).map((rule) => say(RULE_LABELS[rule.id]));

describe('the password rules in the page', () => {
  it("keep the product's English word for word", () => {
    expect(unmetLabels('')).toEqual([
      'At least 8 characters',
      'At least one uppercase letter',
      'At least one number',
      'At least one special character (!@#$%^&*)',
    ]);
    expect(Object.values(RULE_CHECKLIST).map(say)).toEqual([
      '8+ characters',
      'One uppercase letter',
      'One number',
      'One special character (!@#$%^&*)',
    ]);
    expect(say(PASSWORDS_DIFFER)).toBe('Passwords do not match');
    expect(say(CHANGE_TOO_SHORT)).toBe('Password must be at least 6 characters');
    expect(say(USERNAME_HINT)).toBe(
      'Use 3-30 lowercase letters, numbers, dots, dashes or underscores',
    );
  });

  it("word each of the server's refusals as the server does, in English", () => {
    for (const password of ['', 'abcdefgh', 'Abcdefgh', 'Abcdefg1', `Aa1!${'x'.repeat(69)}`]) {
      const problem = passwordCheck(password);
      expect(problem && say(PROBLEM_TEXTS[problem])).toBe(passwordProblem(password));
    }
  });

  it("are worded in the page's language, with the rule's values", async () => {
    await showIn('de');
    expect(unmetLabels('abc')).toEqual([
      'Mindestens 8 Zeichen',
      'Mindestens ein Großbuchstabe',
      'Mindestens eine Ziffer',
      'Mindestens ein Sonderzeichen (!@#$%^&*)',
    ]);
    expect(say(PROBLEM_TEXTS.tooLong)).toBe('Das Passwort darf höchstens 72 Byte lang sein');
    expect(say(PASSWORDS_DIFFER)).toBe('Passwörter stimmen nicht überein');
    expect(say(CHANGE_TOO_SHORT)).toBe('Das Passwort muss mindestens 6 Zeichen haben');
    expect(say(USERNAME_HINT)).toBe(
      'Verwenden Sie 3–30 Kleinbuchstaben, Ziffern, Punkte, Bindestriche oder Unterstriche',
    );
  });
});
