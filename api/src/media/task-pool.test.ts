import { describe, expect, it } from 'vitest';
import { createTaskPool } from './task-pool';

describe('a pool of tasks', () => {
  it('runs at most its size at once, the rest in the order they came, failures included', async () => {
    const run = createTaskPool(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 6 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      return { promise, resolve };
    });
    const results = gates.map((gate, i) =>
      run(async () => {
        started.push(i);
        active++;
        most = Math.max(most, active);
        await gate.promise;
        active--;
        if (i === 1) throw new Error('task 1 failed');
        return i;
      }),
    );
    const settled = Promise.allSettled(results);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const gate of gates) {
      gate.resolve();
      await new Promise((r) => setImmediate(r));
    }
    expect(await settled).toEqual([
      { status: 'fulfilled', value: 0 },
      { status: 'rejected', reason: new Error('task 1 failed') },
      ...[2, 3, 4, 5].map((value) => ({ status: 'fulfilled', value })),
    ]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});
