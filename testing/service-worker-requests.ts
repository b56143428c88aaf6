import { afterAll, beforeAll } from 'vitest';
import { UNFOLLOWED_SERVICE_WORKERS } from './chromium';

/**
 * For a journey that takes a device offline (`context.setOffline`) or routes its requests
 * (`context.route`): Playwright follows its service workers' own requests too, so the worker's
 * fetches go offline with the page. Call it at the top of the file: the devices its hooks and tests
 * open are followed, and the next file's are not (a worker runs one file at a time).
 */
export function followServiceWorkerRequests(): void {
  beforeAll(() => {
    delete process.env[UNFOLLOWED_SERVICE_WORKERS];
  });
  afterAll(() => {
    process.env[UNFOLLOWED_SERVICE_WORKERS] = '1';
  });
}
