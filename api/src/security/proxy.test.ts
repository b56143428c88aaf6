import crypto from 'node:crypto';
import http from 'node:http';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { call } from '#api-test/http';
import { startReverseProxy } from '#api-test/reverse-proxy';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, TEST_PASSWORD } from '#api-test/users';
import { AUTH_RATE_LIMITS } from '../features/auth/limits';
import { SESSION_COOKIE } from '../features/auth/session-tokens';

/**
 * A reverse proxy as nginx's `proxy_add_x_forwarded_for` works: it appends the address it was
 * reached from to X-Forwarded-For and connects onwards from its own loopback address, so each hop
 * is told apart by its address (127.0.0.x are all this machine).
 */
const startProxy = (target: string, ownAddress: string) =>
  startReverseProxy(target, {
    localAddress: ownAddress,
    requestHeaders: (req) => {
      const seen = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
      const forwarded = req.headers['x-forwarded-for'];
      return { ...req.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${seen}` : seen };
    },
  });

/** request-reset from a client at `clientAddress`, claiming whatever it likes in X-Forwarded-For. */
function requestReset(url: string, clientAddress: string, claimed?: string): Promise<number> {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ username: `${crypto.randomUUID()}@example.com` });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: '/api/auth/request-reset',
        localAddress: clientAddress,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(claimed ? { 'X-Forwarded-For': claimed } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const randomAddress = () =>
  `${crypto.randomInt(1, 224)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
/** What a client writes to look like many: a random chain, as long as it likes. */
const spoofed = () => Array.from({ length: crypto.randomInt(1, 4) }, randomAddress).join(', ');

const CLIENT = '127.0.0.5';
const OTHER_CLIENT = '127.0.0.8';
const limit = AUTH_RATE_LIMITS.requestResetPerIp.max;

describe('the client address behind TRUST_PROXY hops', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const start = async (env: Record<string, string>) => {
    const app: TestApp = await startTestApp(env);
    cleanups.push(() => app.close());
    return app;
  };
  const proxy = async (target: string, ownAddress: string) => {
    const p = await startProxy(target, ownAddress);
    cleanups.push(p.close);
    return p;
  };

  /** The per-IP limit holds for a client whatever it claims, and another client has its own. */
  async function expectLimitPerRealClient(entry: string) {
    for (let i = 0; i < limit; i++) expect(await requestReset(entry, CLIENT, spoofed())).toBe(200);
    for (let i = 0; i < 5; i++) expect(await requestReset(entry, CLIENT, spoofed())).toBe(429);
    expect(await requestReset(entry, OTHER_CLIENT, spoofed())).toBe(200);
  }

  it('behind one proxy (TRUST_PROXY=1), counts the address the proxy saw', async () => {
    const app = await start({ TRUST_PROXY: '1' });
    const edge = await proxy(app.url, '127.0.0.6');
    await expectLimitPerRealClient(edge.url);
  });

  it('behind two proxies (TRUST_PROXY=2), counts the address the outer proxy saw', async () => {
    const app = await start({ TRUST_PROXY: '2' });
    const inner = await proxy(app.url, '127.0.0.7');
    const outer = await proxy(inner.url, '127.0.0.6');
    await expectLimitPerRealClient(outer.url);
  });

  it('reads TRUST_PROXY=true as one proxy, never as the leftmost address', async () => {
    const app = await start({ TRUST_PROXY: 'true' });
    const edge = await proxy(app.url, '127.0.0.6');
    await expectLimitPerRealClient(edge.url);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For and counts the connection', async () => {
    const app = await start({});
    for (let i = 0; i < limit; i++)
      expect(await requestReset(app.url, CLIENT, spoofed())).toBe(200);
    expect(await requestReset(app.url, CLIENT, spoofed())).toBe(429);
    expect(await requestReset(app.url, OTHER_CLIENT)).toBe(200);
  });
});

describe('the same-origin check behind a proxy', () => {
  it('never takes X-Forwarded-Host for its own origin: only PUBLIC_URL and the Host sent to', async () => {
    const app = await startTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://flip.example.com' });
    onTestFinished(() => app.close());
    const { token } = await createTestUser(app);
    const changePassword = (headers: Record<string, string>, newPassword: string) =>
      call(`${app.url}/api/user/change-password`, {
        body: { currentPassword: TEST_PASSWORD, newPassword },
        headers: { Cookie: `${SESSION_COOKIE}=${token}`, ...headers },
      });
    for (const [origin, proto] of [
      ['https://evil.example', 'https'],
      ['http://evil.example', 'http'],
    ] as const) {
      const refused = await changePassword(
        { Origin: origin, 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': proto },
        'Hijacked-Pass-1!',
      );
      expect(refused.status, origin).toBe(403);
      expect(refused.body.code).toBe('CSRF_REFUSED');
    }
    const fromPublicUrl = await changePassword(
      { Origin: 'https://flip.example.com', 'X-Forwarded-Host': 'flip.example.com' },
      'Changed-Pass-1!',
    );
    expect(fromPublicUrl.status).toBe(200);
  });
});
