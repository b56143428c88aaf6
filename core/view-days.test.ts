import { describe, expect, it } from 'vitest';
import { lastDays, utcDay, VIEW_HISTORY_DAYS } from './view-days';

describe('view days', () => {
  it('names a moment by its UTC day, whatever the local time zone says', () => {
    expect(utcDay(Date.UTC(2026, 10, 25, 23, 59, 59, 999))).toBe('2026-11-25');
    expect(utcDay(Date.UTC(2026, 10, 26, 0, 0, 0, 0))).toBe('2026-11-26');
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
