import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterRunningDrain, runExclusive } from './lock';

describe('the drain lock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the outbox Web Lock only if free by default, and queues for it when asked to wait', async () => {
    const requests: Array<[string, { ifAvailable?: boolean }]> = [];
    let free = true;
    vi.stubGlobal('navigator', {
      locks: {
        request: async (
          name: string,
          options: { ifAvailable?: boolean },
          fn: (lock: object | null) => unknown,
        ) => {
          requests.push([name, options]);
          return fn(free || !options.ifAvailable ? {} : null);
        },
      },
    });
    expect(await runExclusive(async () => 'ran')).toBe('ran');
    free = false;
    expect(await runExclusive(async () => 'ran')).toBeNull();
    expect(await runExclusive(async () => 'ran', { wait: true })).toBe('ran');
    expect(requests).toEqual([
      ['flipfold-outbox', { ifAvailable: true }],
      ['flipfold-outbox', { ifAvailable: true }],
      ['flipfold-outbox', { ifAvailable: false }],
    ]);
  });

  it('waits for a drain running anywhere to end, saying so first, and not at all when none runs', async () => {
    let held = true;
    let release = () => {};
    const steps: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        query: async () => ({ held: held ? [{ name: 'flipfold-outbox' }] : [] }),
        request: (_name: string, fn: () => Promise<void>) =>
          new Promise<void>((resolve) => {
            release = () => void fn().then(resolve);
          }),
      },
    });
    const waiting = afterRunningDrain(() => steps.push('told')).then(() => steps.push('ended'));
    await vi.waitFor(() => expect(steps).toEqual(['told']));
    release();
    await waiting;
    expect(steps).toEqual(['told', 'ended']);

    held = false;
    await afterRunningDrain(() => steps.push('told again'));
    expect(steps).toEqual(['told', 'ended']);
  });

  it('does not wait for other locks, nor where there are no Web Locks', async () => {
    const told: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        query: async () => ({ held: [{ name: 'someone-else' }] }),
        request: async () => told.push('queued'),
      },
    });
    await afterRunningDrain(() => told.push('told'));
    vi.stubGlobal('navigator', {});
    await afterRunningDrain(() => told.push('told without locks'));
    expect(told).toEqual([]);
  });
});
