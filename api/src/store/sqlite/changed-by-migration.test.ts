import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { migrate } from './migrations';
import { createSqliteStore, SQLITE_FILE } from './open';
import { MIGRATIONS } from './schema';

it('reads a flipbook stored before migration 22 as changed by no one recorded', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-sqlite-'));
  const db = new Database(path.join(dir, SQLITE_FILE));
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 22),
  );
  db.prepare(
    `INSERT INTO users (id, username, email, name, account_type, password_hash, created_at)
     VALUES ('u1', 'old', 'old@example.com', 'Old', 'individual', 'h', 'now')`,
  ).run();
  const id = crypto.randomUUID();
  db.prepare(
    `INSERT INTO flipbooks (id, owner_id, title, created_at, updated_at)
     VALUES (?, 'u1', 'Old', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
  ).run(id);
  db.close();

  const store = createSqliteStore(dir);
  expect((await store.flipbooks.get(id))?.changedBy).toEqual({});
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
