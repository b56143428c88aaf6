import { describe, expect, it } from 'vitest';
import { createTaskPool } from './task-pool';

/** A task that runs until its gate opens, recording when it started. */
function gatedTasks(count: number, started: string[]) {
  return Array.from({ length: count }, (_, i) => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    return {
      open,
      task: (name: string) => async () => {
        started.push(name);
        await gate;
        if (name === 'fails') throw new Error(`${name} failed`);
        return i;
      },
    };
  });
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('a pool of tasks', () => {
  it('runs at most its size at once, the rest in the order they came, failures included', async () => {
    const run = createTaskPool(3);
    const started: string[] = [];
    const gates = gatedTasks(6, started);
    let active = 0;
    let most = 0;
    const names = ['t0', 'fails', 't2', 't3', 't4', 't5'];
    const results = gates.map((gate, i) =>
      run(`owner ${i}`, async () => {
        active++;
        most = Math.max(most, active);
        try {
          return await gate.task(names[i] as string)();
        } finally {
          active--;
        }
      }),
    );
    const settled = Promise.allSettled(results);
    await turn();
    expect(started).toEqual(['t0', 'fails', 't2']);
    for (const gate of gates) {
      gate.open();
      await turn();
    }
    expect((await settled).map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      ...new Array(4).fill('fulfilled'),
    ]);
    expect(started).toEqual(names);
    expect(most).toBe(3);
  });

  it("serves owners' queues round robin: a long queue does not hold another owner's task", async () => {
    const run = createTaskPool(3);
    const started: string[] = [];
    const gates = gatedTasks(9, started);
    const tasks = gates.map((gate, i) => {
      const [owner, name] = i < 6 ? ['a', `a${i}`] : i < 8 ? ['b', `b${i - 6}`] : ['c', 'c0'];
      return run(owner, gate.task(name));
    });
    await turn();
    // One owner takes all but one slot; the last goes to the next owner.
    expect(started).toEqual(['a0', 'a1', 'b0']);
    for (const gate of gates) {
      gate.open();
      await turn();
    }
    await Promise.all(tasks);
    expect(started).toEqual(['a0', 'a1', 'b0', 'a2', 'b1', 'c0', 'a3', 'a4', 'a5']);
  });

  it('keeps one of two slots free for other owners, and runs one at a time with a single slot', async () => {
    for (const [size, expected] of [
      [2, ['a0', 'b0']],
      [1, ['a0']],
    ] as const) {
      const run = createTaskPool(size);
      const started: string[] = [];
      const gates = gatedTasks(3, started);
      const tasks = gates.map((gate, i) =>
        i < 2 ? run('a', gate.task(`a${i}`)) : run('b', gate.task('b0')),
      );
      await turn();
      expect(started).toEqual(expected);
      for (const gate of gates) {
        gate.open();
        await turn();
      }
      await Promise.all(tasks);
      expect(started).toHaveLength(3);
    }
  });
});
