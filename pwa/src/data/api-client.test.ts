import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { sessionStore } from '../state/session';
import { ApiError, apiFetch } from './api-client';

describe('the API client', () => {
  const fetched = fakeFetch();

  const headers = () => fetched.calls[0]?.init.headers as Record<string, string>;

  it('sends a GET with cookies and asks for JSON, without a body or a token', async () => {
    expect(await apiFetch('/api/x')).toEqual({ ok: true });
    expect(fetched.calls[0]?.path).toBe('/api/x');
    expect(fetched.calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(fetched.calls[0]?.init.body).toBeUndefined();
    expect(headers()).toEqual({ Accept: 'application/json' });
  });

  it('sends a body as JSON with its content type', async () => {
    await apiFetch('/api/x', { method: 'POST', body: { a: 1 } });
    expect(fetched.calls[0]?.init).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(headers()['Content-Type']).toBe('application/json');
  });

  it('sends the stored token as a bearer when asked, or the token given', async () => {
    sessionStore.set({ user: null, authToken: 'stored' });
    await apiFetch('/api/x', { bearer: true });
    await apiFetch('/api/x', { bearer: 'given' });
    await apiFetch('/api/x', { bearer: false });
    expect(
      fetched.calls.map((c) => (c.init.headers as Record<string, string>).Authorization),
    ).toEqual(['Bearer stored', 'Bearer given', undefined]);
  });

  it('sends no bearer when asked to but signed out', async () => {
    await apiFetch('/api/x', { bearer: true });
    expect(headers().Authorization).toBeUndefined();
  });

  it('reads an empty reply as null', async () => {
    fetched.answer = () => new Response(null, { status: 204 });
    expect(await apiFetch('/api/x')).toBeNull();
  });

  it('throws the status and the server error of a refusal, with its Retry-After', async () => {
    fetched.answer = () =>
      new Response('{"error":"Slow down","code":"RATE_LIMITED"}', {
        status: 429,
        headers: { 'Retry-After': '30' },
      });
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      message: '429: {"error":"Slow down","code":"RATE_LIMITED"}',
      code: 'RATE_LIMITED',
      serverError: 'Slow down',
      retryAfterSeconds: 30,
    });
  });

  it.each([
    ['an empty body', '', '500: Internal Server Error'],
    ['a body that is not JSON', 'oops', '500: oops'],
    ['JSON of another shape', '{"message":"x"}', '500: {"message":"x"}'],
  ])('throws the status text for %s, with no code', async (_, body, message) => {
    fetched.answer = () => new Response(body, { status: 500, statusText: 'Internal Server Error' });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      status: 500,
      message,
      code: null,
      serverError: null,
      retryAfterSeconds: null,
    });
  });

  it.each([
    ['no Retry-After', {}],
    ['a Retry-After of 0', { 'Retry-After': '0' }],
    ['a Retry-After that is a date', { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }],
  ])('gives no wait for %s', async (_, extra) => {
    fetched.answer = () => new Response('', { status: 503, headers: extra });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ retryAfterSeconds: null });
  });
});
