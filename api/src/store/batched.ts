/**
 * Gathers the calls made close together (until `schedule` runs the batch) and applies them at
 * once; each caller gets the result at its own place, or the batch's error.
 */
export function batched<T, R>(
  apply: (items: T[]) => R[] | Promise<R[]>,
  schedule: (run: () => void) => void,
): (item: T) => Promise<R> {
  let pending: Array<{ item: T; resolve: (r: R) => void; reject: (e: unknown) => void }> = [];
  const run = async () => {
    const batch = pending;
    pending = [];
    try {
      const results = await apply(batch.map((p) => p.item));
      for (const [i, p] of batch.entries()) {
        const result = results[i];
        if (result === undefined) p.reject(new Error('a batch gave no result for a call'));
        else p.resolve(result);
      }
    } catch (err) {
      for (const p of batch) p.reject(err);
    }
  };
  return (item) =>
    new Promise((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (pending.length === 1) schedule(() => void run());
    });
}
