import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN, USERNAME_REFUSAL } from './usernames';

describe('the username pattern', () => {
  it.each(['abc', 'a.b', 'jane_doe-2', 'a'.repeat(30)])('accepts %j', (name) => {
    expect(USERNAME_PATTERN.test(name)).toBe(true);
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(31)],
    ['starting with a dot', '.abc'],
    ['ending with a dash', 'abc-'],
    ['in upper case', 'Abc'],
  ])('refuses a name %s', (_, name) => {
    expect(USERNAME_PATTERN.test(name)).toBe(false);
  });
});

describe("the server's refusal", () => {
  it('states the lengths the pattern enforces, word for word', () => {
    expect(USERNAME_REFUSAL).toBe(
      'Username must be 3-30 letters, numbers, dots, dashes or underscores',
    );
  });
});
