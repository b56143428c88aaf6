import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { resolveJwtSecret } from '../features/auth/jwt-secret';
import { createSessionTokens } from '../features/auth/session-tokens';
import { createSqliteStore } from '../store/sqlite/open';

/** Puts a verified user into DATA_DIR's database before the server starts; returns a session token. */
export async function seedVerifiedUser(
  dataDir: string,
): Promise<{ userId: string; token: string }> {
  const store = createSqliteStore(dataDir);
  const id = crypto.randomUUID();
  await store.users.create({
    id,
    username: `bench${id.slice(0, 8)}`,
    email: `bench-${id.slice(0, 8)}@example.com`,
    name: 'Bench User',
    accountType: 'individual',
    passwordHash: bcrypt.hashSync('Bench-Pass-1!', 4),
    isVerified: true,
    isAdmin: false,
    tokenVersion: 0,
    createdAt: new Date().toISOString(),
  });
  await store.close();
  const token = createSessionTokens(resolveJwtSecret(undefined, dataDir)).sign({
    id,
    tokenVersion: 0,
  });
  return { userId: id, token };
}
