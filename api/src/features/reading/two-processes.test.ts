import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkedFlipbook, sendReport, wholeSession } from '#api-test/reading-reports';
import { type ServerProcess, startServerProcess } from '#api-test/server-process';
import { sized } from '#api-test/suite-size';
import { openTestStore, type TestStore } from '#api-test/test-store';
import { createTestUser, type TestUser } from '#api-test/users';
import { READING_LIMITS } from '#core/reading';
import { createSessionTokens } from '../auth/session-tokens';

// npm test sends a fifth (docs/testing.md, "Long suites"): four sessions a reader either way.
const REPORTS = sized(200, 1000);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const READERS = REPORTS / 4;
const REFERRERS = ['https://a.example', 'https://b.example', 'https://c.example'];

/**
 * Two API processes on one database, as the scale-out runs: one SQLite file under one DATA_DIR,
 * or one MongoDB database (the run's store).
 */
describe('reading reports split across two API processes on one database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipfold-reading-'));
  const secret = crypto.randomBytes(32).toString('hex');
  let test: TestStore;
  let owner: TestUser;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    test = await openTestStore(dataDir);
    owner = await createTestUser({ store: test.store, tokens: createSessionTokens(secret) });
    const env = {
      JWT_SECRET: secret,
      TRUST_PROXY: '1',
      ...(test.mongodbUri ? { MONGODB_URI: test.mongodbUri } : {}),
    };
    // One after the other: the first has the schema ready before the second opens the file.
    for (let i = 0; i < 2; i++) processes.push(await startServerProcess(dataDir, env));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(null);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    processes = [];
    await test?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`counts ${REPORTS} concurrent sessions exactly, each of ${READERS} readers once, and their referrers once they have read`, async () => {
    const [a, b] = processes;
    if (!a || !b) throw new Error('the processes did not start');
    const id = await createLinkedFlipbook(a.url, owner);
    const sessions = Array.from({ length: REPORTS }, (_, i) =>
      wholeSession(id, { referrer: REFERRERS[i % REFERRERS.length] }),
    );
    const send = (reports: unknown[]) =>
      Promise.all(
        reports.map((report, i) =>
          sendReport((i % 2 === 0 ? a : b).url, report, {
            'X-Forwarded-For': `10.2.${(i % READERS) >> 8}.${(i % READERS) & 255}`,
            'User-Agent': CHROME,
          }).then((r) => r.status),
        ),
      );
    // Each session's first report, then, once the server's clock allows, five more seconds: the
    // sessions have read ten seconds, and their referrers count.
    const replies = await send(sessions);
    await new Promise((resolve) => setTimeout(resolve, 1000 * (READING_LIMITS.readSeconds - 4)));
    replies.push(
      ...(await send(
        sessions.map((s) => ({ ...s, events: [{ type: 'stage-time', stage: 1, seconds: 5 }] })),
      )),
    );
    expect(replies.filter((s) => s !== 204)).toEqual([]);

    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/api/flipbooks/${id}/statistics`, {
        headers: owner.auth,
      });
      const { reading } = (await res.json()) as {
        reading: Record<string, unknown> & { stages: Array<{ reached: number; seconds: number }> };
      };
      expect(reading).toMatchObject({
        readers: READERS,
        sessions: REPORTS,
        back: REPORTS,
        zoom: REPORTS,
        readDepth: 1,
        links: [{ url: expect.any(String), clicks: REPORTS }],
        sources: { link: REPORTS },
        devices: { desktop: REPORTS },
        referrers: REFERRERS.map((origin, i) => ({
          origin,
          sessions: Math.ceil((REPORTS - i) / REFERRERS.length),
        })),
      });
      expect(
        reading.stages.map((s: { reached: number; seconds: number }) => [s.reached, s.seconds]),
      ).toEqual([
        [REPORTS, 5 * REPORTS],
        [REPORTS, 5 * REPORTS],
        [REPORTS, 0],
        [REPORTS, 0],
      ]);
    }
  }, 240_000); // At 1,000: 37 s alone on the emulator, over 120 s beside the journeys; 10 s at 200
});
