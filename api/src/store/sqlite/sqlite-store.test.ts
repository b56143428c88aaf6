import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { testUserRecord } from '#api-test/users';
import { slotsFromSides } from '#core/panel-layout';
import { MEDIA_USED_SQL } from './flipbooks';
import { fileMediaStore } from './media';
import { migrate } from './migrations';
import { createSqliteStore, SQLITE_FILE } from './open';
import { MIGRATIONS } from './schema';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-sqlite-'));

describe('the SQLite store on disk', () => {
  it('asks whether a medium is in use by index lookups alone, never reading every flipbook', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    const plan = db
      .prepare<{ name: string }, { detail: string }>(`EXPLAIN QUERY PLAN ${MEDIA_USED_SQL}`)
      .all({ name: 'a.png' })
      .map((row) => row.detail);
    const reads = plan.filter((d) => /^(SCAN|SEARCH) /.test(d));
    expect(reads).toHaveLength(7);
    for (const read of reads)
      expect(read).toMatch(/^SEARCH flipbooks USING INDEX flipbooks_live_\w+ \(\w+=\?\)$/);
    db.close();
  });

  it('removes only temporary files older than the cut-off, never finished media', async () => {
    const dir = tempDir();
    const media = fileMediaStore(dir);
    const bytes = crypto.randomBytes(64);
    const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.png`;
    await media.put(name, bytes);
    const stale = path.join(dir, 'media', `.${crypto.randomBytes(8).toString('hex')}.tmp`);
    const fresh = path.join(dir, 'media', `.${crypto.randomBytes(8).toString('hex')}.tmp`);
    fs.writeFileSync(stale, 'half an image');
    fs.writeFileSync(fresh, 'a write in flight');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    fs.utimesSync(stale, hourAgo, hourAgo);
    fs.utimesSync(path.join(dir, 'media', name), hourAgo, hourAgo);
    expect(await media.removeUnfinished(Date.now() - 60_000)).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect((await media.get(name))?.equals(bytes)).toBe(true);
    expect(await media.storedBefore(Date.now() - 60_000)).toEqual([name]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lower-cases the ids of older flipbooks, their view keys with them, unless taken', () => {
    const db = new Database(path.join(tempDir(), 'old.sqlite'));
    db.pragma('foreign_keys = ON');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 4),
    );
    db.prepare(
      `INSERT INTO users (id, username, email, name, account_type, password_hash, created_at)
       VALUES ('u1', 'old', 'old@example.com', 'Old', 'individual', 'h', 'now')`,
    ).run();
    const insert = db.prepare(
      `INSERT INTO flipbooks (id, owner_id, title, created_at, updated_at) VALUES (?, 'u1', ?, 'now', 'now')`,
    );
    const lone = crypto.randomUUID();
    const taken = crypto.randomUUID();
    insert.run(lone.toUpperCase(), 'Lone');
    insert.run(taken, 'Original');
    insert.run(taken.toUpperCase(), 'Copy');
    db.prepare(`INSERT INTO view_keys (flipbook_id, key) VALUES (?, 'k1')`).run(lone.toUpperCase());
    migrate(db, MIGRATIONS);
    const titles = Object.fromEntries(
      db
        .prepare<[], { id: string; title: string }>('SELECT id, title FROM flipbooks')
        .all()
        .map((r) => [r.id, r.title]),
    );
    expect(titles).toEqual({ [lone]: 'Lone', [taken]: 'Original', [taken.toUpperCase()]: 'Copy' });
    expect(db.prepare('SELECT flipbook_id FROM view_keys').get()).toEqual({ flipbook_id: lone });
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });

  it('keeps the source of offline views with their key, none for the creator’s own', async () => {
    const dir = tempDir();
    const store = createSqliteStore(dir);
    const owner = testUserRecord();
    await store.users.create(owner);
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await store.flipbooks.create({
      id,
      ownerId: owner.id,
      title: 'Booth',
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      views: 0,
      slots: slotsFromSides([`${'a'.repeat(64)}.png`], []),
      thumbnail: null,
      content: {},
      leadForm: false,
    });
    const bound = { day: '2026-05-01', max: 1000 };
    const [kiosk, own] = [crypto.randomUUID(), crypto.randomUUID()];
    await store.flipbooks.addViews(id, kiosk, 2, bound, 'event');
    await store.flipbooks.addViews(id, own, 1, bound);
    await store.close();
    const db = new Database(path.join(dir, SQLITE_FILE), { readonly: true });
    const sources = db
      .prepare<[string], { key: string; source: string | null }>(
        'SELECT key, source FROM view_keys WHERE flipbook_id = ?',
      )
      .all(id);
    expect(Object.fromEntries(sources.map((r) => [r.key, r.source]))).toEqual({
      [kiosk]: 'event',
      [own]: null,
    });
    db.close();
  });
});
