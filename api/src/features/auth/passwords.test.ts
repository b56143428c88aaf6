import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#api-test/http';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { ACCOUNT_LIMITS } from '#core/limits';
import { createPasswords } from './passwords';

describe('password hashing', () => {
  let app: TestApp;
  beforeAll(async () => {
    // No PASSWORD_HASH_COST (an empty value is no value): what production runs with.
    app = await startTestApp({ PASSWORD_HASH_COST: '' });
  });
  afterAll(() => app.close());

  it('stores a sign-up password hashed at cost 12 when no cost is configured, as in production', async () => {
    expect(ACCOUNT_LIMITS.bcryptCost).toBe(12);
    const email = 'cost@example.com';
    const password = 'Cost-Check-1!';
    const res = await call(`${app.url}/api/auth/signup`, {
      body: { username: 'costcheck', email, password, displayName: 'Cost Check' },
    });
    expect(res.status).toBe(201);
    const stored = await app.store.users.findByEmail(email);
    expect(bcrypt.getRounds(stored?.passwordHash ?? '')).toBe(12);
    expect(await bcrypt.compare(password, stored?.passwordHash ?? '')).toBe(true);
  });

  it('refuses a missing account after comparing against a hash of the same cost', async () => {
    const passwords = createPasswords(4);
    const hash = await passwords.hash('Right-Pass-1!');
    expect(bcrypt.getRounds(hash)).toBe(4);
    expect(await passwords.verify('Right-Pass-1!', hash)).toBe(true);
    expect(await passwords.verify('Wrong-Pass-1!', hash)).toBe(false);
    expect(await passwords.verify('flipfold-dummy-password', null)).toBe(false);
  });
});
