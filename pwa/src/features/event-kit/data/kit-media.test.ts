import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaNamesOf } from '#core/media-names';
import { type FlipfoldDb, openDb } from '#offline/db';
import { mediaFromBlob } from '#offline/media';
import { createLocalFlipbook } from '#pwa/data/library';
import { fakePng as png } from '#pwa-test/test-png';
import { type FetchProgress, fetchKitMedia, kitMedia } from './kit-media';

describe('the images an event kit needs on this device', () => {
  let db: FlipfoldDb;
  let server: http.Server;
  let base: string;
  /** What the media server answers, by name: the bytes and their type. */
  const served = new Map<string, { bytes: Uint8Array; type: string }>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const found = served.get(req.url?.replace('/media/', '') ?? '');
      if (!found) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': found.type }).end(found.bytes);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    db = openDb(`kit-media-${crypto.randomUUID()}`);
    served.clear();
  });
  afterEach(() => db.delete());

  /** A flipbook of three panels and a thumbnail, its images served and then gone from the device. */
  const evicted = async (seed: number) => {
    const blobs = [png(seed), png(seed + 1), png(seed + 2), png(seed + 3)];
    const book = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: `Book ${seed}`,
      front: blobs.slice(0, 2),
      back: blobs.slice(2, 3),
      thumbnail: blobs[3],
    });
    for (const blob of blobs) {
      const media = await mediaFromBlob(blob);
      served.set(media.name, { bytes: new Uint8Array(media.bytes), type: media.type });
    }
    return book;
  };

  it('names the images each flipbook lacks and counts what the kit takes, each image once', async () => {
    const a = await evicted(10);
    const b = await evicted(20);
    const [gone, ...kept] = mediaNamesOf(a);
    await db.media.delete(gone as string);
    const media = await kitMedia(db, [a, b, a]);
    expect(media.missing.get(a.id)).toEqual([gone]);
    expect(media.missing.get(b.id)).toEqual([]);
    // Each fake PNG is 9 bytes: a's three left and b's four.
    expect(media.bytes).toBe((kept.length + mediaNamesOf(b).length) * 9);
  });

  it('fetches what is missing with progress in files and bytes, keeping only the right bytes', async () => {
    const book = await evicted(30);
    const names = mediaNamesOf(book);
    await db.media.bulkDelete(names);
    const [good, wrong, absent, good2] = names as [string, string, string, string];
    served.set(wrong, { bytes: new Uint8Array([1, 2, 3]), type: 'image/png' });
    served.delete(absent);
    const steps: FetchProgress[] = [];
    const failed = await fetchKitMedia(
      db,
      names,
      (p) => steps.push(p),
      (url) => fetch(`${base}${url}`),
    );
    expect(failed.sort()).toEqual([wrong, absent].sort());
    expect((await db.media.toCollection().primaryKeys()).sort()).toEqual([good, good2].sort());
    expect(steps.map((s) => s.files)).toEqual([1, 2, 3, 4]);
    expect(steps.at(-1)).toEqual({ files: 4, totalFiles: 4, bytes: 18 });
    expect((await kitMedia(db, [book])).missing.get(book.id)?.sort()).toEqual(
      [wrong, absent].sort(),
    );
  });
});
