import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { UserRecord } from '#api/store/users';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Sunny-Day-42!';
// Hashed once per test run at a low cost: tests that check cost 12 use the real sign-up path.
const passwordHash = bcrypt.hashSync(TEST_PASSWORD, 4);

export interface TestUser {
  user: UserRecord;
  /** A valid session token, sent as `Authorization: Bearer`. */
  token: string;
  auth: { Authorization: string };
}

/** A verified user with a fresh id, name and e-mail, and TEST_PASSWORD as password. */
export function testUserRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  const id = overrides.id ?? crypto.randomUUID();
  return {
    id,
    username: `user${id.slice(0, 8)}`,
    email: `${id.slice(0, 8)}@example.com`,
    name: 'Test User',
    accountType: 'individual',
    passwordHash,
    isVerified: true,
    isAdmin: false,
    tokenVersion: 0,
    locale: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Puts a user straight into the store and signs a session for it. */
export async function createTestUser(
  app: Pick<TestApp, 'store' | 'tokens'>,
  overrides: Partial<UserRecord> = {},
): Promise<TestUser> {
  const user = testUserRecord(overrides);
  await app.store.users.create(user);
  const token = app.tokens.sign(user);
  return { user, token, auth: { Authorization: `Bearer ${token}` } };
}
