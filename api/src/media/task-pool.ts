/**
 * Runs at most `size` tasks at a time, shared fairly between owners (accounts): each owner's tasks
 * wait in a queue of its own, in the order they came, and the queues are served round robin. With
 * two slots or more, one owner holds at most all but one of them, so another owner's task starts
 * at once rather than after work it did not ask for. The image decodes of every request go
 * through one such pool, so however many arrive at once, the memory and CPU they take stay bounded.
 */
export function createTaskPool(size: number) {
  const perOwner = Math.max(1, size - 1);
  let running = 0;
  const runningOf = new Map<string, number>();
  /** Owners with waiting tasks, in the order they are served next (a Map keeps insertion order). */
  const waiting = new Map<string, Array<() => void>>();

  const start = (owner: string) => {
    running++;
    runningOf.set(owner, (runningOf.get(owner) ?? 0) + 1);
  };
  const canStart = (owner: string) => running < size && (runningOf.get(owner) ?? 0) < perOwner;
  /** Starts the next waiting task of the first owner in turn that may start one. */
  const startNext = () => {
    for (const [owner, queue] of waiting) {
      if (!canStart(owner)) continue;
      const next = queue.shift();
      // Served: to the back of the line, or out of it.
      waiting.delete(owner);
      if (queue.length > 0) waiting.set(owner, queue);
      start(owner);
      next?.();
      return;
    }
  };
  const finish = (owner: string) => {
    running--;
    const left = (runningOf.get(owner) ?? 1) - 1;
    if (left === 0) runningOf.delete(owner);
    else runningOf.set(owner, left);
    startNext();
  };

  return async function run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    if (canStart(owner) && !waiting.has(owner)) start(owner);
    else {
      await new Promise<void>((resolve) => {
        const queue = waiting.get(owner);
        if (queue) queue.push(resolve);
        else waiting.set(owner, [resolve]);
      });
    }
    try {
      return await task();
    } finally {
      finish(owner);
    }
  };
}
