import type { Page } from 'playwright-core';
import { readStore } from './indexeddb';
import type { TcpRelay } from './tcp-relay';

/**
 * A device's sync state for a failure to show: its outbox entries (what waits, how often it was
 * tried, why the last try failed), the last requests through its relay and the page's last
 * console lines. A journey whose change never reaches the server says where it stopped.
 */
export function syncWatch(page: Page, relay: TcpRelay) {
  const logged: string[] = [];
  page.on('console', (message) => {
    logged.push(`${message.type()}: ${message.text()}`);
    if (logged.length > 30) logged.shift();
  });
  return async (): Promise<string> => {
    const outbox = await readStore<Record<string, unknown>>(page, 'outbox').catch(
      (err: unknown) => [`(unreadable: ${String(err)})`],
    );
    return [
      `outbox: ${JSON.stringify(outbox)}`,
      `requests through the relay, last 20: ${relay.requests().slice(-20).join(', ')}`,
      `console, last 30:\n  ${logged.join('\n  ')}`,
    ].join('\n');
  };
}

/** `check`, which throws on failure, with the device's sync state added to its error. */
export async function explainingSync(
  syncState: () => Promise<string>,
  check: () => Promise<unknown>,
): Promise<void> {
  try {
    await check();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`${message}\n\nThe device's sync state:\n${await syncState()}`, { cause: err });
  }
}
