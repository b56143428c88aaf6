import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeFeed } from '../../change-feed';
import { createSharedAnalytics } from './shared-analytics';

describe('the admin figures shared by every live stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const changes = createChangeFeed();
    let computed = 0;
    const compute = vi.fn(async () => ({ computed: ++computed }));
    const figures = createSharedAnalytics({ compute, changes });
    const seen: string[][] = [];
    const watch = () => {
      const mine: string[] = [];
      seen.push(mine);
      return figures.watch({ onFigures: (json) => mine.push(json), onError: () => {} });
    };
    return { changes, compute, figures, seen, watch };
  };

  it('computes at most once a second for all streams, however many changes come, and misses none', async () => {
    const { changes, compute, seen, watch } = setup();
    for (let i = 0; i < 5; i++) watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(compute).toHaveBeenCalledTimes(1);
    // A view every 10 ms for three seconds, from every stream's point of view.
    for (let t = 0; t < 3000; t += 10) {
      changes.notify();
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(compute.mock.calls.length).toBeLessThanOrEqual(4);
    // The last change is in the figures that follow it, sent to every stream.
    changes.notify();
    await vi.advanceTimersByTimeAsync(1000);
    const last = JSON.stringify({ computed: compute.mock.calls.length });
    for (const stream of seen) expect(stream.at(-1)).toBe(last);
  });

  it('gives a new stream the last figures at once, then fresh ones', async () => {
    const { compute, seen, watch } = setup();
    watch();
    await vi.advanceTimersByTimeAsync(0);
    watch();
    expect(seen[1]).toEqual(['{"computed":1}']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(seen[1]).toEqual(['{"computed":1}', '{"computed":2}']);
  });

  it('computes nothing and listens to no change while no stream watches', async () => {
    const { changes, compute, watch } = setup();
    const stop = watch();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    for (let i = 0; i < 10; i++) changes.notify();
    await vi.advanceTimersByTimeAsync(5000);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('tells every stream when the figures cannot be computed', async () => {
    const changes = createChangeFeed();
    const figures = createSharedAnalytics({
      compute: () => Promise.reject(new Error('store down')),
      changes,
    });
    const errors: unknown[] = [];
    for (let i = 0; i < 3; i++)
      figures.watch({ onFigures: () => {}, onError: (e) => errors.push(e) });
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(3);
  });
});
