import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../logger';
import { scheduleReaderForgetting } from './forget-readers';

describe('forgetting past readers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('forgets at start and again just after each UTC midnight, also after a failure', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-01T22:00:00Z') });
    const forget = vi
      .fn()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(undefined);
    const schedule = scheduleReaderForgetting({ forget, logger: silentLogger });
    expect(forget).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(forget).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(forget).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(forget).toHaveBeenCalledTimes(3);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(forget).toHaveBeenCalledTimes(3);
  });
});
