import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PublicReport, postReadingReport } from './reading-report-post';
import {
  keepUnsentReport,
  sendUnsentReports,
  UNSENT_REPORTS,
  UNSENT_REPORTS_SYNC_TAG,
  wakeWorkerWhenOnline,
} from './unsent-reading-reports';

const FLIPBOOK = '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 11, 5, 8);

/** A report of session `n` that reached stage `stage`. */
const report = (n: number, stage = 0): PublicReport => ({
  flipbook: FLIPBOOK,
  session: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  source: 'link',
  device: 'desktop',
  referrer: null,
  events: [{ type: 'stage', stage }],
});

/** A server that counts what it is sent, answering `done` for each. */
const server = (done: (report: PublicReport) => boolean = () => true) => {
  const received: PublicReport[] = [];
  const send = vi.fn(async (r: PublicReport) => {
    received.push(r);
    return done(r);
  });
  return { send, received };
};

const deleteDatabase = () =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('flipfold-reading-reports');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

describe('the reports of a signed-out reader kept while they cannot be sent', () => {
  beforeEach(deleteDatabase);

  it('sends the kept reports on the next try, oldest first and unchanged, and then keeps none', async () => {
    await keepUnsentReport(report(1, 0), T0);
    await keepUnsentReport(report(1, 1), T0 + 1000);
    await keepUnsentReport(report(2, 2), T0 + 2000);
    const { send, received } = server();

    expect(await sendUnsentReports(send, T0 + 5000)).toBe(0);
    expect(received).toEqual([report(1, 0), report(1, 1), report(2, 2)]);
    expect(await sendUnsentReports(send, T0 + 6000)).toBe(0);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends each report once: one the server took is not sent again when a later one fails', async () => {
    await keepUnsentReport(report(1, 0), T0);
    await keepUnsentReport(report(1, 1), T0);
    await keepUnsentReport(report(1, 2), T0);
    // The server takes the first, then the network goes.
    let online = true;
    const first = server((r) => {
      const ok = online;
      if (r.events[0]?.type === 'stage' && r.events[0].stage === 0) online = false;
      return ok;
    });

    expect(await sendUnsentReports(first.send, T0)).toBe(2);
    // The round stopped at the first that failed: the third was not tried.
    expect(first.received).toEqual([report(1, 0), report(1, 1)]);

    const second = server();
    expect(await sendUnsentReports(second.send, T0)).toBe(0);
    expect(second.received).toEqual([report(1, 1), report(1, 2)]);
  });

  it('keeps at most 200 reports, dropping the oldest', async () => {
    for (let n = 0; n < UNSENT_REPORTS.max + 5; n++) await keepUnsentReport(report(n), T0 + n);
    const { received, send } = server();

    expect(await sendUnsentReports(send, T0 + 1000)).toBe(0);
    expect(received).toHaveLength(UNSENT_REPORTS.max);
    expect(received[0]).toEqual(report(5));
    expect(received.at(-1)).toEqual(report(UNSENT_REPORTS.max + 4));
  });

  it('drops reports kept more than a day ago, unsent', async () => {
    await keepUnsentReport(report(1), T0);
    await keepUnsentReport(report(2), T0 + 2 * HOUR);
    const { received, send } = server();

    expect(await sendUnsentReports(send, T0 + 25 * HOUR)).toBe(0);
    expect(received).toEqual([report(2)]);
  });

  it('drops a day-old report as a new one is kept, so the old ones do not take the room', async () => {
    await keepUnsentReport(report(1), T0);
    await keepUnsentReport(report(2), T0 + 25 * HOUR);
    const { received, send } = server();

    expect(await sendUnsentReports(send, T0 + 25 * HOUR)).toBe(0);
    expect(received).toEqual([report(2)]);
  });

  it('sends nothing while another tab or the service worker is sending them', async () => {
    await keepUnsentReport(report(1), T0);
    let release = () => {};
    const held = server(() => true);
    held.send.mockImplementationOnce(
      () => new Promise<boolean>((resolve) => (release = () => resolve(true))),
    );
    // Web Locks as the browser has them, for the page and its service worker alike.
    const holders = new Set<string>();
    vi.stubGlobal('navigator', {
      locks: {
        request: async (
          name: string,
          _options: LockOptions,
          fn: (lock: Lock | null) => Promise<unknown>,
        ) => {
          if (holders.has(name)) return fn(null);
          holders.add(name);
          try {
            return await fn({ name, mode: 'exclusive' });
          } finally {
            holders.delete(name);
          }
        },
      },
    });
    const first = sendUnsentReports(held.send, T0);
    await vi.waitFor(() => expect(held.send).toHaveBeenCalledTimes(1));

    const other = server();
    expect(await sendUnsentReports(other.send, T0)).toBeNull();
    expect(other.send).not.toHaveBeenCalled();
    release();
    expect(await first).toBe(0);
  });
});

describe('sending a signed-out reader’s report', () => {
  const answer = (status: number) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status })),
    );
  afterEach(() => vi.unstubAllGlobals());

  it('is done once the server counted it', async () => {
    answer(204);
    expect(await postReadingReport(report(1))).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      '/api/reading',
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        body: JSON.stringify(report(1)),
      }),
    );
  });

  it('is done when the server refuses it for good: the flipbook is gone, or the report is bad', async () => {
    answer(400);
    expect(await postReadingReport(report(1))).toBe(true);
  });

  it('is not done offline, on a server error, a timeout or too many reports', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await postReadingReport(report(1))).toBe(false);
    for (const status of [500, 503, 408, 429]) {
      answer(status);
      expect(await postReadingReport(report(1)), String(status)).toBe(false);
    }
  });
});

describe('waking the service worker to send the kept reports', () => {
  /** A page whose worker's registration offers Background Sync through `register`. */
  const pageWithSync = (register: (tag: string) => Promise<void>) =>
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistration: async () => ({ sync: { register } }) },
    });

  it('asks for a Background Sync under the tag the worker sends them on', async () => {
    const register = vi.fn(async () => {});
    pageWithSync(register);
    await wakeWorkerWhenOnline();
    expect(register).toHaveBeenCalledWith(UNSENT_REPORTS_SYNC_TAG);
  });

  it('resolves without asking when there is no worker, or the browser refuses', async () => {
    vi.stubGlobal('navigator', {});
    await expect(wakeWorkerWhenOnline()).resolves.toBeUndefined();
    pageWithSync(async () => {
      throw new DOMException('Background Sync is disabled', 'NotAllowedError');
    });
    await expect(wakeWorkerWhenOnline()).resolves.toBeUndefined();
  });
});
