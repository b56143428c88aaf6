import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTransport, NetworkFailure } from './transport';

describe('the fetch transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (response: () => Response) => {
    const calls: Array<{ path: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      calls.push({ path, init });
      return response();
    });
    return calls;
  };

  it('sends the token as a bearer and the body as JSON, within the create time limit', async () => {
    const calls = answering(() => new Response('{"id":"b1"}', { status: 201 }));
    const reply = await fetchTransport({
      method: 'POST',
      path: '/api/flipbooks',
      body: { title: 'Menu' },
      token: 't1',
    });
    expect(reply).toEqual({ status: 201, body: { id: 'b1' }, retryAfterSeconds: null });
    expect(calls[0]?.path).toBe('/api/flipbooks');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"title":"Menu"}',
      headers: { Authorization: 'Bearer t1', 'Content-Type': 'application/json' },
    });
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends a delete without a body or a content type', async () => {
    const calls = answering(() => new Response(null, { status: 204 }));
    const reply = await fetchTransport({ method: 'DELETE', path: '/api/flipbooks/b1', token: 't' });
    expect(reply.body).toBeNull();
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).toEqual({ Authorization: 'Bearer t' });
  });

  it('reads a reply that is not JSON as no body, and a Retry-After in seconds', async () => {
    answering(() => new Response('<html>', { status: 429, headers: { 'Retry-After': '7' } }));
    expect(await fetchTransport({ method: 'DELETE', path: '/x', token: 't' })).toEqual({
      status: 429,
      body: null,
      retryAfterSeconds: 7,
    });
  });

  it.each([
    ['0', null],
    ['soon', null],
  ])('takes a Retry-After of %j as none', async (value, seconds) => {
    answering(() => new Response('', { status: 503, headers: { 'Retry-After': value } }));
    const reply = await fetchTransport({ method: 'DELETE', path: '/x', token: 't' });
    expect(reply.retryAfterSeconds).toBe(seconds);
  });

  it('turns a failed fetch into a network failure, telling a timeout apart', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await fetchTransport({ method: 'DELETE', path: '/x', token: 't' }).catch(
      (e: unknown) => e,
    );
    expect(offline).toBeInstanceOf(NetworkFailure);
    expect(offline).toMatchObject({ timedOut: false, message: 'The network is unavailable' });

    vi.stubGlobal('fetch', async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    await expect(
      fetchTransport({ method: 'DELETE', path: '/x', token: 't' }),
    ).rejects.toMatchObject({
      timedOut: true,
      message: 'Request timeout - database may be slow or offline',
    });
  });

  it('reads a body cut off mid-way as none', async () => {
    const broken = new Response('{}', { status: 200 });
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('terminated'));
    answering(() => broken);
    expect((await fetchTransport({ method: 'DELETE', path: '/x', token: 't' })).body).toBeNull();
  });
});
