import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { storedFlipbook } from '#api-test/stored-flipbook';
import { testUserRecord } from '#api-test/users';
import { nextStamp, stampAt } from '#core/edit-stamps';
import { UNEDITED, versionsAt } from '#core/flipbook-fields';
import { FLIPBOOK_ID } from '#core/flipbook-id';
import { slotsFromSides } from '#core/panel-layout';
import { MEDIA_USED_SQL } from './flipbooks';
import { fileMediaStore } from './media';
import { migrate } from './migrations';
import { createSqliteStore, SQLITE_FILE, WAL_CHECKPOINT_PAGES } from './open';
import { MIGRATIONS } from './schema';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-sqlite-'));

/** A database as an older version of the app left it: migrated up to `version`, with one user. */
function olderDatabase(file: string, version: number): Database.Database {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= version),
  );
  db.prepare(
    `INSERT INTO users (id, username, email, name, account_type, password_hash, created_at)
     VALUES ('u1', 'old', 'old@example.com', 'Old', 'individual', 'h', 'now')`,
  ).run();
  return db;
}

describe('the SQLite store on disk', () => {
  it('gives the views one write counts one flipbook, each view its own count', async () => {
    const store = createSqliteStore(tempDir());
    const user = testUserRecord();
    await store.users.create(user);
    const flipbook = storedFlipbook(user.id, { slots: slotsFromSides([], []) });
    await store.flipbooks.create(flipbook);
    const { id } = flipbook;
    const counted = await Promise.all(
      Array.from({ length: 50 }, () => store.flipbooks.addView(id, '2026-11-27')),
    );
    expect(counted.map((c) => c?.views)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(counted.map((c) => c?.flipbook)).size).toBe(1);
    expect(counted[0]?.flipbook.views).toBe(50);
    await store.close();
  });

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
    const db = olderDatabase(path.join(tempDir(), 'old.sqlite'), 4);
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

  it('reads a flipbook stored before reading directions as left to right, that field never edited, and edits it', async () => {
    const dir = tempDir();
    const db = olderDatabase(path.join(dir, SQLITE_FILE), 24);
    const id = crypto.randomUUID();
    const { readsRtl: _, ...fourFields } = versionsAt('2026-02-03T04:05:06.007Z');
    db.prepare(
      `INSERT INTO flipbooks (id, owner_id, title, created_at, updated_at, versions, left_panel)
       VALUES (?, 'u1', 'Old', '2026-01-01T00:00:00.000Z', '2026-02-03T04:05:06.007Z', ?, ?)`,
    ).run(id, JSON.stringify(fourFields), `${'a'.repeat(64)}.png`);
    db.close();

    const store = createSqliteStore(dir);
    const stored = await store.flipbooks.get(id);
    if (!stored) throw new Error('The flipbook did not survive the migration');
    expect(stored.readsRtl).toBe(false);
    expect(stored.versions).toEqual({ ...fourFields, readsRtl: UNEDITED });
    const readsRtl = { stamp: nextStamp([], Date.now(), 'x'), base: UNEDITED.stamp };
    const versions = { ...stored.versions, readsRtl };
    const patch = { ...stored, readsRtl: true, versions };
    expect(await store.flipbooks.update(id, patch, stored.versions)).toBe(true);
    expect(await store.flipbooks.get(id)).toMatchObject({ readsRtl: true, versions });
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives each field of a flipbook stored before versions its last change as version, and its slots’ own order', async () => {
    const dir = tempDir();
    const db = olderDatabase(path.join(dir, SQLITE_FILE), 9);
    const id = crypto.randomUUID();
    const [a, b] = ['a'.repeat(64), 'b'.repeat(64)].map((hash) => `${hash}.png`);
    db.prepare(
      `INSERT INTO flipbooks (id, owner_id, title, created_at, updated_at, lead_form, left_panel, right_panel, left_back)
       VALUES (?, 'u1', 'Old', '2026-01-01T00:00:00.000Z', '2026-02-03T04:05:06.007Z', 1, ?, ?, ?)`,
    ).run(id, a, b, a);
    db.close();

    const store = createSqliteStore(dir);
    const stored = await store.flipbooks.get(id);
    if (!stored) throw new Error('The flipbook did not survive the migration');
    // The slots' own order: left, right, then the left back panel.
    expect(stored.order).toEqual(slotsFromSides([0, null, 1], [2]));
    expect(stored.versions).toEqual(versionsAt('2026-02-03T04:05:06.007Z'));
    expect(stored.versions.title.stamp).toBe(stampAt('2026-02-03T04:05:06.007Z'));
    expect(stored.leadForm).toBe(true);
    // The first edit is written over what the migration gave it.
    const title = { stamp: nextStamp([], Date.now(), 'x'), base: stored.versions.title.stamp };
    const versions = { ...stored.versions, title };
    const patch = { ...stored, title: 'New', versions };
    expect(await store.flipbooks.update(id, patch, stored.versions)).toBe(true);
    expect((await store.flipbooks.get(id))?.versions).toEqual(versions);
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives the leads stored before staff notes none, and takes a first note on them', async () => {
    const dir = tempDir();
    const db = olderDatabase(path.join(dir, SQLITE_FILE), 17);
    const id = crypto.randomUUID();
    db.prepare(
      `INSERT INTO leads (id, owner_id, flipbook_id, email, source, captured_at, created_at)
       VALUES (?, 'u1', ?, 'ada@example.com', 'link', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    ).run(id, crypto.randomUUID());
    db.close();

    const store = createSqliteStore(dir);
    expect(await store.leads.get(id)).toMatchObject({
      email: 'ada@example.com',
      staffNote: null,
      rating: null,
      tags: [],
      staffStamps: {},
    });
    const stamps = { tags: nextStamp([], Date.now(), 'x') };
    const notes = { staffNote: null, rating: null, tags: ['Fair'] };
    expect(await store.leads.updateStaffNotes(id, notes, stamps, {})).toBe(true);
    expect(await store.leads.get(id)).toMatchObject({ tags: ['Fair'], staffStamps: stamps });
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes each organization account there was the owner of a team of its name, and no individual', async () => {
    const dir = tempDir();
    const db = olderDatabase(path.join(dir, SQLITE_FILE), 19);
    const createdAt = '2026-01-02T03:04:05.006Z';
    db.prepare(
      `INSERT INTO users (id, username, email, name, account_type, password_hash, created_at)
       VALUES ('o1', 'acme', 'acme@example.com', 'Acme Ltd', 'organization', 'h', ?)`,
    ).run(createdAt);
    db.close();

    const store = createSqliteStore(dir);
    const [own] = await store.teams.teamsOf('o1');
    expect(await store.teams.teamsOf('o1')).toEqual([
      {
        team: { id: expect.stringMatching(FLIPBOOK_ID), name: 'Acme Ltd', createdAt },
        role: 'owner',
        memberCount: 1,
      },
    ]);
    expect(await store.teams.members(own?.team.id ?? '')).toEqual([
      { teamId: own?.team.id, userId: 'o1', role: 'owner', joinedAt: createdAt },
    ]);
    expect(await store.teams.teamsOf('u1')).toEqual([]);
    expect(await store.teams.count()).toBe(1);
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('moves each organization’s kits into its team, and gives kiosk leads stored before their owner as capturer', async () => {
    const dir = tempDir();
    const db = olderDatabase(path.join(dir, SQLITE_FILE), 19);
    db.prepare(
      `INSERT INTO users (id, username, email, name, account_type, password_hash, created_at)
       VALUES ('o1', 'acme', 'acme@example.com', 'Acme Ltd', 'organization', 'h', 'now')`,
    ).run();
    const kit = db.prepare(
      `INSERT INTO kits (id, owner_id, name, flipbooks, idle_seconds, versions, created_at, updated_at)
       VALUES (?, ?, 'Fair', '[]', 30, '{}', 'now', 'now')`,
    );
    const [orgKit, ownKit] = [crypto.randomUUID(), crypto.randomUUID()];
    kit.run(orgKit, 'o1');
    kit.run(ownKit, 'u1');
    const lead = db.prepare(
      `INSERT INTO leads (id, owner_id, flipbook_id, email, source, captured_at, created_at)
       VALUES (?, 'u1', ?, 'ada@example.com', ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
    );
    const [atBooth, onLink] = [crypto.randomUUID(), crypto.randomUUID()];
    lead.run(atBooth, crypto.randomUUID(), 'kiosk');
    lead.run(onLink, crypto.randomUUID(), 'link');
    db.close();

    const store = createSqliteStore(dir);
    const [own] = await store.teams.teamsOf('o1');
    expect((await store.kits.get(orgKit))?.teamId).toBe(own?.team.id);
    expect(await store.kits.listByTeam(own?.team.id ?? '')).toEqual([
      expect.objectContaining({ id: orgKit, ownerId: 'o1' }),
    ]);
    expect((await store.kits.get(ownKit))?.teamId).toBeNull();
    expect(await store.leads.get(atBooth)).toMatchObject({
      capturedBy: 'u1',
      sentAfterRemoval: false,
    });
    expect(await store.leads.get(onLink)).toMatchObject({
      capturedBy: null,
      sentAfterRemoval: false,
    });
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the source of offline views with their key, none for the creator’s own', async () => {
    const dir = tempDir();
    const store = createSqliteStore(dir);
    const owner = testUserRecord();
    await store.users.create(owner);
    const flipbook = storedFlipbook(owner.id, {
      title: 'Booth',
      slots: slotsFromSides([`${'a'.repeat(64)}.png`], []),
    });
    await store.flipbooks.create(flipbook);
    const { id } = flipbook;
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

  it('lets the WAL grow past SQLite’s 1,000 pages before a commit copies it into the file', async () => {
    const dir = tempDir();
    const store = createSqliteStore(dir);
    const owner = testUserRecord();
    await store.users.create(owner);
    const flipbook = storedFlipbook(owner.id, { slots: slotsFromSides([], []) });
    await store.flipbooks.create(flipbook);
    const file = path.join(dir, SQLITE_FILE);
    const before = fs.statSync(file).size;
    // 1,200 pages in the WAL from a connection that never checkpoints, then the store's commits.
    const raw = new Database(file);
    raw.pragma('wal_autocheckpoint = 0');
    raw.exec('CREATE TABLE filler (n INTEGER PRIMARY KEY, blob BLOB)');
    const fill = raw.prepare('INSERT INTO filler (blob) VALUES (?)');
    raw.transaction(() => {
      for (let i = 0; i < 1_200; i++) fill.run(crypto.randomBytes(4_000));
    })();
    raw.close();
    const bound = { day: '2026-05-01', max: 100_000 };
    for (let i = 0; i < 20; i++)
      await Promise.all(
        Array.from({ length: 100 }, () =>
          store.flipbooks.addViews(flipbook.id, crypto.randomUUID(), 1, bound),
        ),
      );
    // No commit checkpointed: the pages are still only in the WAL (its header's mxFrame).
    expect(fs.statSync(file).size).toBe(before);
    const header = Buffer.alloc(100);
    const shm = fs.openSync(`${file}-shm`, 'r');
    fs.readSync(shm, header, 0, 100, 0);
    fs.closeSync(shm);
    expect(header.readUInt32LE(16)).toBeGreaterThan(1_200);
    expect(header.readUInt32LE(16)).toBeLessThan(WAL_CHECKPOINT_PAGES);
    await store.close();
  });
});
