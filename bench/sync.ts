import crypto from 'node:crypto';
import { dataUrl, noisePng } from '#api-test/png';
import { startApp } from '#testing/app-server';
import { readStore } from '#testing/indexeddb';
import { onCreatorHome } from './support/creator-home';
import type { BenchRow } from './support/table';

const FLIPBOOKS = 20;

interface QueuedBook {
  id: string;
  media: Array<{ name: string; base64: string }>;
}

/** From 'online' to an empty outbox for 20 flipbooks queued offline. */
export async function benchSync(): Promise<BenchRow[]> {
  return onCreatorHome(async (home) => {
    const { page, account } = home;

    const books: QueuedBook[] = Array.from({ length: FLIPBOOKS }, () => ({
      id: crypto.randomUUID(),
      media: [0, 1, 2].map(() => {
        const png = noisePng(120, 170);
        return {
          name: `${crypto.createHash('sha256').update(png).digest('hex')}.png`,
          base64: png.toString('base64'),
        };
      }),
    }));

    // Queue them as the app does offline: flipbook, media and outbox entry side by side.
    await home.app.stop();
    await page.evaluate(
      ({ books, ownerId }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('flipfold');
          open.onsuccess = () => {
            const tx = open.result.transaction(['flipbooks', 'media', 'outbox'], 'readwrite');
            const now = new Date().toISOString();
            for (const [i, book] of books.entries()) {
              const [left, middle, right] = book.media.map((m) => m.name);
              for (const m of book.media) {
                const bytes = Uint8Array.from(atob(m.base64), (c) => c.charCodeAt(0)).buffer;
                tx.objectStore('media').put({ name: m.name, type: 'image/png', bytes });
              }
              tx.objectStore('flipbooks').put({
                id: book.id,
                ownerId,
                title: `Queued ${i + 1}`,
                createdAt: now,
                updatedAt: now,
                views: 0,
                slots: { left, middle, right, leftBack: null, middleBack: null, rightBack: null },
                thumbnail: null,
                onServer: false,
              });
              tx.objectStore('outbox').add({
                ownerId,
                flipbookId: book.id,
                kind: 'create',
                status: 'pending',
                attempts: 0,
                notBefore: 0,
                createdAt: Date.now(),
              });
            }
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      { books, ownerId: account.user.id },
    );

    home.app = await startApp({ dataDir: home.app.dataDir, port: home.app.port });
    const { app } = home;
    const started = performance.now();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    while ((await readStore(page, 'outbox')).length > 0) await page.waitForTimeout(20);
    const syncMs = performance.now() - started;

    // The reference: the same 20 creates sent one after another straight from Node.
    const referenceStart = performance.now();
    for (const book of books) {
      const res = await fetch(`${app.url}/api/flipbooks`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${account.authToken}`,
        },
        body: JSON.stringify({
          id: crypto.randomUUID(),
          title: 'Direct',
          panels: {
            front: book.media.map((m) => dataUrl(Buffer.from(m.base64, 'base64'))),
            back: [],
          },
        }),
      });
      await res.arrayBuffer();
    }
    const referenceMs = performance.now() - referenceStart;
    return [
      {
        figure: `Sync: 'online' to an empty outbox, ${FLIPBOOKS} flipbooks queued offline`,
        value: syncMs,
        unit: 'ms',
        reference: { label: 'the same creates sent directly', value: referenceMs },
        ratio: syncMs / referenceMs,
      },
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./support/table');
  console.log(renderTable(await benchSync()));
}
