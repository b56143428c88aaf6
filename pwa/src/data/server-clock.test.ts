import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_COPY_HEADER } from '#offline/kept-copy';

const reply = (date: string | null, headers: Record<string, string> = {}) =>
  new Response(null, { headers: { ...(date ? { Date: date } : {}), ...headers } });

describe('the server’s clock as this device tells it', () => {
  let clock: typeof import('./server-clock');
  beforeEach(async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
    });
    vi.resetModules();
    clock = await import('./server-clock');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('measures a clock ten minutes behind from a reply’s Date header and corrects the time by it', () => {
    const sentAt = Date.parse('2026-12-05T10:00:00.100Z');
    const server = new Date(sentAt + 10 * 60_000).toUTCString();
    expect(clock.offsetFromReply(server, sentAt, sentAt + 200)).toBeGreaterThan(9.9 * 60_000);
    clock.noteServerDate(reply(server), sentAt, sentAt + 200);
    expect(clock.serverNow() - Date.now()).toBeGreaterThan(9.9 * 60_000);
    expect(clock.serverNow() - Date.now()).toBeLessThan(10.1 * 60_000);
  });

  it('takes a second or two of difference for the header’s rounding, and a missing or kept date for nothing', () => {
    const sentAt = Date.parse('2026-12-05T10:00:00.900Z');
    const sameSecond = new Date(sentAt).toUTCString();
    expect(clock.offsetFromReply(sameSecond, sentAt, sentAt + 300)).toBe(0);
    expect(clock.offsetFromReply(null, sentAt, sentAt + 300)).toBeNull();
    expect(clock.offsetFromReply('garbled', sentAt, sentAt + 300)).toBeNull();
    // A copy the service worker kept carries the date it was fetched on, long ago.
    const old = new Date(sentAt - 3 * 24 * 3600_000).toUTCString();
    clock.noteServerDate(reply(old, { [KEPT_COPY_HEADER]: '1' }), sentAt, sentAt + 300);
    expect(clock.serverClockOffset()).toBe(0);
  });

  it('remembers the offset for a page that starts offline', async () => {
    const sentAt = Date.now();
    clock.noteServerDate(reply(new Date(sentAt - 5 * 60_000).toUTCString()), sentAt, sentAt + 50);
    vi.resetModules();
    const reloaded = await import('./server-clock');
    expect(reloaded.serverClockOffset()).toBeLessThan(-4.9 * 60_000);
  });
});
