import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { resolveJwtSecret } from '#api/features/auth/jwt-secret';
import { createSessionTokens } from '#api/features/auth/session-tokens';
import type { Store } from '#api/store/port';
import { createSqliteStore } from '#api/store/sqlite/open';

/**
 * Puts a verified user into the store a server will use before it starts (by default DATA_DIR's
 * SQLite database); returns a session token signed with the secret kept in DATA_DIR.
 */
export async function seedVerifiedUser(
  dataDir: string,
  store?: Store,
): Promise<{ userId: string; token: string }> {
  const target = store ?? createSqliteStore(dataDir);
  const id = crypto.randomUUID();
  await target.users.create({
    id,
    username: `bench${id.slice(0, 8)}`,
    email: `bench-${id.slice(0, 8)}@example.com`,
    name: 'Bench User',
    accountType: 'individual',
    passwordHash: bcrypt.hashSync('Bench-Pass-1!', 4),
    isVerified: true,
    isAdmin: false,
    tokenVersion: 0,
    locale: null,
    createdAt: new Date().toISOString(),
  });
  if (!store) await target.close();
  const token = createSessionTokens(resolveJwtSecret(undefined, dataDir)).sign({
    id,
    tokenVersion: 0,
  });
  return { userId: id, token };
}
