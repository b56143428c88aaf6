/**
 * Runs at most `size` tasks at a time; the others wait their turn, in the order they came. The
 * image decodes of every request go through one such pool, so however many arrive at once, the
 * memory and threads they take stay bounded.
 */
export function createTaskPool(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
