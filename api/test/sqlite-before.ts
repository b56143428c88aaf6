import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { migrate } from '#api/store/sqlite/migrations';
import { SQLITE_FILE } from '#api/store/sqlite/open';
import { MIGRATIONS } from '#api/store/sqlite/schema';

/**
 * For a test of a SQLite migration: a database as the app left it just before migration
 * `version`, in a folder of its own, removed after each test (call it at the top of the file).
 */
export function sqliteBeforeMigration(): (version: number) => {
  dir: string;
  db: Database.Database;
} {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (version) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-sqlite-'));
    dirs.push(dir);
    const db = new Database(path.join(dir, SQLITE_FILE));
    db.pragma('foreign_keys = ON');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < version),
    );
    return { dir, db };
  };
}
