import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastDays, utcDay, VIEW_HISTORY_DAYS } from './view-days';

describe('view days', () => {
  it('names a moment by its UTC day, whatever the local time zone says', () => {
    expect(utcDay(Date.UTC(2026, 10, 25, 23, 59, 59, 999))).toBe('2026-11-25');
    expect(utcDay(Date.UTC(2026, 10, 26, 0, 0, 0, 0))).toBe('2026-11-26');
  });

  it('names each moment by its own day however the moments come: forwards, backwards, far apart', () => {
    const day = 24 * 60 * 60 * 1000;
    const moment = fc.oneof(
      fc.integer({ min: -1e12, max: 4e12 }),
      // Either side of a midnight.
      fc
        .tuple(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -2, max: 1 }))
        .map(([d, ms]) => d * day + ms),
    );
    fc.assert(
      fc.property(fc.array(moment), (moments) => {
        for (const ms of moments) expect(utcDay(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
    );
  });

  it('lists the last 30 days oldest first, across a month and a year end', () => {
    const days = lastDays(Date.UTC(2027, 0, 2, 12));
    expect(days).toHaveLength(VIEW_HISTORY_DAYS);
    expect(days[0]).toBe('2026-12-04');
    expect(days.at(-1)).toBe('2027-01-02');
    expect(new Set(days).size).toBe(VIEW_HISTORY_DAYS);
    expect([...days].sort()).toEqual(days);
  });
});
