import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#api-test/http';
import { everyBitScript, progressiveJpeg } from '#api-test/jpeg-scans';
import { dataUrl, noisePng } from '#api-test/png';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { createTestUser, type TestUser } from '#api-test/users';

/** A create of one panel; resolves with its status, code and how long its answer took. */
async function timedCreate(app: TestApp, user: TestUser, image: Buffer) {
  const started = performance.now();
  const reply = await call(`${app.url}/api/flipbooks`, {
    headers: user.auth,
    body: {
      id: crypto.randomUUID(),
      title: 'Panels',
      panels: { front: [dataUrl(image)], back: [] },
    },
  });
  return { status: reply.status, code: reply.body?.code, ms: performance.now() - started };
}

describe('decode bombs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers another account's create at once while one account sends four JPEGs of 2,647 scans, and refuses each quickly", async () => {
    const [bomber, other] = [await createTestUser(app), await createTestUser(app)];
    // 65 KB and 1960 × 1960 px, inside every size limit: seconds of decoding each.
    const bomb = progressiveJpeg(1960, 1960, everyBitScript());
    const bombs = Array.from({ length: 4 }, () => timedCreate(app, bomber, bomb));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const small = await timedCreate(app, other, noisePng(64, 64));
    console.info(
      `another account's create: ${small.ms.toFixed(0)} ms; the bombs: ${(await Promise.all(bombs)).map((b) => b.ms.toFixed(0)).join(', ')} ms`,
    );
    expect(small).toMatchObject({ status: 201 });
    expect(small.ms).toBeLessThan(1_500);
    for (const refused of await Promise.all(bombs)) {
      expect(refused).toMatchObject({ status: 400, code: 'IMAGE_TOO_COMPLEX' });
      expect(refused.ms).toBeLessThan(3_000);
    }
  });
});
