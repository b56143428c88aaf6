import { describe, expect, it } from 'vitest';
import { serverReachable } from './probe';

describe('the server probe', () => {
  it('asks /api/health without the cache and says whether it answered OK', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const answer = (status: number) =>
      (async (path: string, init?: RequestInit) => {
        calls.push([path, init]);
        return new Response('ok', { status });
      }) as typeof fetch;
    expect(await serverReachable(answer(200))).toBe(true);
    expect(await serverReachable(answer(503))).toBe(false);
    expect(calls[0]?.[0]).toBe('/api/health');
    expect(calls[0]?.[1]?.cache).toBe('no-store');
    expect(calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('says no when nothing answers', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await serverReachable(offline)).toBe(false);
  });

  it('takes an answer without a body as an answer', async () => {
    const empty = (async () => new Response(null, { status: 204 })) as typeof fetch;
    expect(await serverReachable(empty)).toBe(true);
  });
});
