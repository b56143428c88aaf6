import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser } from '#api-test/users';
import { resolveJwtSecret } from '../features/auth/jwt-secret';
import { bearerToken } from './authenticate';

describe('session tokens', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('signs HS256 tokens with an expiry and refuses alg=none and foreign signatures', async () => {
    const { user, token } = await createTestUser(app);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(app.tokens.verify(token)).toEqual({
      sub: user.id,
      ver: 0,
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      exp: expect.any(Number),
    });
    const unsigned = jwt.sign({ ver: 0 }, '', { algorithm: 'none', subject: user.id });
    expect(app.tokens.verify(unsigned)).toBeNull();
    const forged = jwt.sign({ ver: 0 }, 'another-secret-another-secret-00', {
      algorithm: 'HS256',
      subject: user.id,
    });
    expect(app.tokens.verify(forged)).toBeNull();
    const expired = jwt.sign({ ver: 0, exp: 1 }, 'x'.repeat(32), {
      algorithm: 'HS256',
      subject: user.id,
    });
    expect(app.tokens.verify(expired)).toBeNull();
  });

  it('refuses a token signed with the real secret but without an expiry or a session id', async () => {
    const { user } = await createTestUser(app);
    const secret = resolveJwtSecret(undefined, app.config.dataDir);
    const sign = (claims: object, options: jwt.SignOptions) =>
      jwt.sign(claims, secret, { algorithm: 'HS256', subject: user.id, ...options });
    const forever = sign({ ver: 0 }, { jwtid: crypto.randomUUID() });
    const unnamed = sign({ ver: 0 }, { expiresIn: 3600 });
    expect(app.tokens.verify(sign({ ver: 0 }, { jwtid: 'x', expiresIn: 3600 }))).not.toBeNull();
    expect(app.tokens.verify(forever)).toBeNull();
    expect(app.tokens.verify(unnamed)).toBeNull();
    for (const token of [forever, unnamed]) {
      expect((await call(`${app.url}/api/auth/me`, { headers: bearer(token) })).status).toBe(401);
    }
  });

  it('reads a bearer token only from a well-formed header', () => {
    const ctx = (value: string) =>
      ({ get: () => value }) as unknown as Parameters<typeof bearerToken>[0];
    expect(bearerToken(ctx(''))).toBeNull();
    expect(bearerToken(ctx('Bearer abc.def'))).toBe('abc.def');
    expect(bearerToken(ctx('Basic abc'))).toBe('');
  });
});
