let queue: Promise<void> = Promise.resolve();

/**
 * Waits for an event-loop turn of the caller's own before a few milliseconds of synchronous work
 * (decoding a long string, hashing an image). Callers take turns one after another, each in a
 * later loop iteration, so however many big requests run at once, other requests are read and
 * answered between any two such steps.
 */
export function ownTurn(): Promise<void> {
  const turn = queue.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  queue = turn;
  return turn;
}
