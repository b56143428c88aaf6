import { describe, expect, it } from 'vitest';
import {
  passwordByteLength,
  passwordCheck,
  passwordProblem,
  unmetPasswordRules,
} from './password-rules';

describe('the sign-up password rule', () => {
  it.each([
    ['', ['length', 'uppercase', 'number', 'special']],
    ['abcdefgh', ['uppercase', 'number', 'special']],
    ['Abcdefgh', ['number', 'special']],
    ['Abcdefg1', ['special']],
    ['Abcdef1!', []],
    ['A1!', ['length']],
  ])('lists the unmet rules of %j', (password, unmet) => {
    expect(unmetPasswordRules(password).map((r) => r.id)).toEqual(unmet);
  });

  it('tells the first problem by its code, for the page to word', () => {
    expect(passwordCheck('abcdefgh')).toBe('uppercase');
    expect(passwordCheck(`Aa1!${'x'.repeat(69)}`)).toBe('tooLong');
    expect(passwordCheck('Abcdef1!')).toBeNull();
  });

  it('counts only the listed special characters (!@#$%^&*)', () => {
    expect(passwordProblem('Abcdefg1?')).toBe(
      'Password must contain at least one special character',
    );
  });

  it('refuses passwords bcrypt would cut, counting UTF-8 bytes', () => {
    expect(passwordProblem(`Aa1!${'x'.repeat(68)}`)).toBeNull();
    expect(passwordProblem(`Aa1!${'x'.repeat(69)}`)).toMatch(/at most 72 bytes/);
    expect(passwordProblem(`Aa1!${'é'.repeat(35)}`)).toMatch(/at most 72 bytes/);
  });

  it("refuses with the first unmet rule in the server's words", () => {
    expect(passwordProblem('')).toBe('Password must be at least 8 characters long');
    expect(passwordProblem('abcdefgh')).toBe('Password must contain at least one uppercase letter');
    expect(passwordProblem('Abcdefgh')).toBe('Password must contain at least one number');
  });

  it.each([
    ['a', 1],
    ['\u007f', 1],
    ['\u0080', 2],
    ['\u07ff', 2],
    ['\u0800', 3],
    ['\uffff', 3],
    ['\u{10000}', 4],
    ['😀', 4],
  ])('counts %j as %d UTF-8 bytes', (char, bytes) => {
    expect(passwordByteLength(char)).toBe(bytes);
  });
});
