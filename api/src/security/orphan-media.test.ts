import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { burstOfCreates } from '#api-test/create-burst';
import { noisePng } from '#api-test/png';
import { seedVerifiedUser } from '#api-test/seed-user';
import { startServerProcess } from '#api-test/server-process';
import { PANEL_SLOTS } from '#core/panel-layout';
import { createSqliteStore } from '../store/sqlite/open';

const ROUNDS = 4;

/** Media files no flipbook points at, and temporary files, in DATA_DIR/media. */
async function leftovers(dataDir: string) {
  const store = createSqliteStore(dataDir);
  const used = new Set<string>();
  for (const record of [...(await store.flipbooks.listAll())])
    for (const slot of PANEL_SLOTS) if (record.slots[slot]) used.add(record.slots[slot] ?? '');
  await store.close();
  const files = fs.readdirSync(path.join(dataDir, 'media'));
  return {
    used,
    orphans: files.filter((f) => !f.endsWith('.tmp') && !used.has(f)),
    temporary: files.filter((f) => f.endsWith('.tmp')),
  };
}

describe('media left behind by crashes', () => {
  it('is collected when the server starts, once older than the grace, and nothing in use goes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-orphans-'));
    const { token } = await seedVerifiedUser(dataDir);
    const acknowledged: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServerProcess(dataDir);
      const burst = burstOfCreates(server.url, token);
      while (burst.acknowledged.length < 3) await new Promise((r) => setTimeout(r, 5));
      server.child.kill('SIGKILL');
      acknowledged.push(...(await burst.stop()));
    }
    // What a crash cannot be relied on to leave every time: one of each, planted.
    const orphan = noisePng(4, 4);
    const orphanName = `${crypto.createHash('sha256').update(orphan).digest('hex')}.png`;
    fs.writeFileSync(path.join(dataDir, 'media', orphanName), orphan);
    fs.writeFileSync(path.join(dataDir, 'media', '.0123456789abcdef.tmp'), 'half written');
    const before = await leftovers(dataDir);
    console.info(
      `after ${ROUNDS} kill -9 rounds: ${before.orphans.length} orphan media, ${before.temporary.length} temporary files`,
    );
    expect(before.orphans.length).toBeGreaterThanOrEqual(1);
    expect(before.temporary.length).toBeGreaterThanOrEqual(1);

    // An hour passes: everything on disk is older than the 15 minutes a write may take.
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    for (const file of fs.readdirSync(path.join(dataDir, 'media')))
      fs.utimesSync(path.join(dataDir, 'media', file), hourAgo, hourAgo);
    const server = await startServerProcess(dataDir);
    await expect.poll(() => server.output(), { timeout: 20_000 }).toMatch(/media collected:/);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));

    const after = await leftovers(dataDir);
    expect(after.orphans).toEqual([]);
    expect(after.temporary).toEqual([]);
    const store = createSqliteStore(dataDir);
    for (const id of acknowledged) {
      const record = await store.flipbooks.get(id);
      for (const slot of PANEL_SLOTS) {
        const name = record?.slots[slot];
        if (name) expect(await store.media.get(name), `${id} ${slot}`).not.toBeNull();
      }
    }
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 300_000);
});
