import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { burstOfCreates } from '#api-test/create-burst';
import { seedVerifiedUser } from '#api-test/seed-user';
import { startServerProcess } from '#api-test/server-process';
import { openTestStore, type TestStore, testStoreKind } from '#api-test/test-store';
import { PANEL_SLOTS } from '#core/panel-layout';
import { SQLITE_FILE } from './store/sqlite/open';

/** The server over DATA_DIR and, on the MongoDB tier, the test store's database. */
const startServer = (dataDir: string, data: TestStore) =>
  startServerProcess(dataDir, data.mongodbUri ? { MONGODB_URI: data.mongodbUri } : {});

describe('a crash during a burst of creates', () => {
  it('leaves an intact database with every acknowledged flipbook whole and none half-stored', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-crash-'));
    const data = await openTestStore(dataDir);
    const { token } = await seedVerifiedUser(dataDir, data.store);
    const first = await startServer(dataDir, data);
    const burst = burstOfCreates(first.url, token);
    while (burst.acknowledged.length < 25) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    const acknowledged = await burst.stop();

    // SQLite's file lives with the process that crashed; a MongoDB server is another process.
    if (testStoreKind() === 'sqlite') {
      const db = new Database(path.join(dataDir, SQLITE_FILE));
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }

    const second = await startServer(dataDir, data);
    try {
      const mine = (await (
        await fetch(`${second.url}/api/flipbooks/my`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as {
        items: Array<{ id: string }>;
      };
      const ids = new Set(mine.items.map((i) => i.id));
      for (const id of acknowledged) expect(ids.has(id)).toBe(true);
    } finally {
      second.child.kill('SIGTERM');
    }

    const { store } = data;
    for (const id of acknowledged) {
      const record = await store.flipbooks.get(id);
      const names = PANEL_SLOTS.map((s) => record?.slots[s]).filter((n): n is string => !!n);
      expect(names).toHaveLength(4);
    }
    // No flipbook, acknowledged or not, points at media that were not stored whole: the bytes
    // are there and hash to their name.
    for (const record of await store.flipbooks.listAll()) {
      for (const slot of PANEL_SLOTS) {
        const name = record.slots[slot];
        if (!name) continue;
        const bytes = await store.media.get(name);
        expect(bytes && `${crypto.createHash('sha256').update(bytes).digest('hex')}.png`).toBe(
          name,
        );
      }
    }
    await data.dispose();
    // The reopened store may still be writing a panel's phone copy as the folder goes.
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }, 60_000);
});
