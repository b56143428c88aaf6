import { describe, expect, it } from 'vitest';
import { nextStamp, STAMP_PATTERN, stampAt, stampTime } from './edit-stamps';

describe('edit stamps', () => {
  it('stamps an edit with the clock when it is ahead of every stamp seen', () => {
    expect(nextStamp([], 1_700_000_000_123, 'a1')).toBe('001700000000123.00000.a1');
    expect(
      nextStamp([null, undefined, stampAt('2020-01-01T00:00:00.000Z')], 5_000_000_000_000, 'b'),
    ).toBe('005000000000000.00000.b');
  });

  it('stamps an edit after the latest stamp seen when the clock is behind it or level with it', () => {
    const seen = nextStamp([], 2_000, 'x');
    expect(nextStamp([seen], 1_000, 'y')).toBe('000000000002000.00001.y');
    expect(nextStamp([seen], 2_000, 'y')).toBe('000000000002000.00001.y');
    const latest = nextStamp([seen], 2_000, 'y');
    expect(nextStamp([latest, seen], 0, 'z') > latest).toBe(true);
  });

  it('tells when a stamp’s edit was made', () => {
    expect(stampTime(nextStamp([], 1_700_000_000_123, 'a1'))).toBe(1_700_000_000_123);
    expect(stampTime(stampAt('2026-11-01T00:00:00.000Z'))).toBe(Date.UTC(2026, 10, 1));
  });

  it('moves on to the next millisecond when the counter is full', () => {
    expect(nextStamp(['000000000002000.99999.x'], 0, 'y')).toBe('000000000002001.00000.y');
  });

  it('compares as text the way the edits compare in time, and reads as the pattern', () => {
    const stamps = [
      nextStamp([], 9, 'a'),
      nextStamp([], 10, 'a'),
      nextStamp([nextStamp([], 10, 'a')], 10, 'a'),
      nextStamp([], 100_000, 'a'),
    ];
    expect([...stamps].sort()).toEqual(stamps);
    for (const stamp of stamps) expect(stamp).toMatch(STAMP_PATTERN);
  });

  it('gives a value from before stamps the time of its last change, and a bad time the start', () => {
    expect(stampAt('2026-02-03T04:05:06.007Z')).toBe(
      `${String(Date.parse('2026-02-03T04:05:06.007Z')).padStart(15, '0')}.00000.0`,
    );
    expect(stampAt('not a date')).toBe('000000000000000.00000.0');
  });
});
