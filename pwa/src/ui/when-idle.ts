/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs` (or after a moment where
 * it cannot say); returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(timeoutMs, 1000));
  return () => clearTimeout(id);
}
