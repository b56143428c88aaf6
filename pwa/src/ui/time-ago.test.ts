import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.UTC(2026, 10, 22, 12, 0);
const MINUTE = 60_000;

describe('how long ago a moment was', () => {
  it.each([
    [0, 'just now'],
    [-5 * MINUTE, 'just now'],
    [59_999, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 59_000, '5 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [23 * 60 * MINUTE, '23 hours ago'],
    [24 * 60 * MINUTE, 'yesterday'],
    [6 * 24 * 60 * MINUTE, '6 days ago'],
    [7 * 24 * 60 * MINUTE, 'Nov 15, 2026'],
  ])('says %i ms before now as ‘%s’', (past, text) => {
    expect(timeAgo(NOW - past, NOW)).toBe(text);
  });
});

describe('how long ago a moment was, in the page’s language', () => {
  it.each([
    ['de', 0, 'jetzt'],
    ['de', 5 * MINUTE, 'vor 5 Minuten'],
    ['de', 24 * 60 * MINUTE, 'gestern'],
    ['fr', 3 * 60 * MINUTE, 'il y a 3 heures'],
    ['ja', 7 * 24 * 60 * MINUTE, '2026年11月15日'],
  ] as const)('in %s says %i ms before now as ‘%s’', (locale, past, text) => {
    expect(timeAgo(NOW - past, NOW, locale)).toBe(text);
  });
});
