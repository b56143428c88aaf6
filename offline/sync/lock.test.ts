import { afterEach, describe, expect, it, vi } from 'vitest';
import { runExclusive } from './lock';

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
});
