import path from 'node:path';
import Database from 'better-sqlite3';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '#api/logger';
import { SQLITE_FILE } from '#api/store/sqlite/open';
import { useFlipbookApp } from '#api-test/flipbook-app';
import { call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { writeWebRoot } from '#api-test/web-root';
import { nextStamp } from '#core/edit-stamps';
import { backfillLayouts } from './panel-shape';

/** A third of a landscape sheet (0.47 as wide as tall) and a portrait page (0.71). */
const strip = () => dataUrl(noisePng(47, 100));
const page = () => dataUrl(noisePng(71, 100));
const sheet = () => ({ front: [strip(), strip(), strip()], back: [strip(), strip(), strip()] });

describe('how a flipbook was made', () => {
  const kit = useFlipbookApp();
  const { create, edit, newBook } = kit;
  const stored = async (id: string) => (await kit.app.store.flipbooks.get(id))?.layout;

  it('is kept as its creator sent it and named in every reply', async () => {
    const body = newBook({ layout: 'trifold', panels: sheet() });
    const res = await create(kit.owner, body);
    expect(res.status).toBe(201);
    expect(res.body.layout).toBe('trifold');
    const view = await call(`${kit.app.url}/api/flipbooks/${body.id}`, { method: 'GET' });
    expect(view.body.layout).toBe('trifold');
  });

  it.each([
    ['a word it does not know', 'fold'],
    ['a number', 3],
    ['null', null],
  ])('refuses %s, storing nothing', async (_, layout) => {
    const body = newBook({ layout });
    const res = await create(kit.owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/layout must be 'trifold' or 'pages'/);
    expect(await kit.app.store.flipbooks.get(body.id)).toBeNull();
  });

  it('not sent, is told by the first panel’s shape: thirds of a sheet, or pages', async () => {
    const strips = newBook({ panels: sheet() });
    const pages = newBook({ panels: { front: [page(), page()], back: [] } });
    expect((await create(kit.owner, strips)).body.layout).toBe('trifold');
    expect((await create(kit.owner, pages)).body.layout).toBe('pages');
  });

  it('changes with the panels and only with them', async () => {
    const body = newBook({ layout: 'trifold', panels: sheet() });
    await create(kit.owner, body);
    const renamed = await edit(kit.owner, body.id, { title: 'Renamed', panels: sheet() });
    expect(renamed.status).toBe(200);
    expect(await stored(body.id)).toBe('trifold');
    const base: string = renamed.body.versions.title.stamp;
    const titleOnly = await edit(kit.owner, body.id, {
      edits: { title: { value: 'Again', base, stamp: nextStamp([base], Date.now(), 'dev') } },
    });
    expect(titleOnly.status).toBe(200);
    expect(await stored(body.id)).toBe('trifold');
    const flyer = await edit(kit.owner, body.id, {
      title: 'Flyer now',
      layout: 'pages',
      panels: { front: [page()], back: [] },
    });
    expect(flyer.status).toBe(200);
    expect(await stored(body.id)).toBe('pages');
  });

  it('gives a shared link’s preview the cover: a tri-fold’s right third, page 1 of pages', async () => {
    writeWebRoot(kit.app.config.webRoot, {
      'index.html': '<!doctype html><html><head><title>Flipfold</title></head><body></body></html>',
    });
    const preview = async (body: ReturnType<typeof newBook>) => {
      const res = await create(kit.owner, body);
      const html = await (await fetch(`${kit.app.url}/?view=${body.id}`)).text();
      return { res, image: /og:image" content="[^"]*(\/media\/[^"]+)"/.exec(html)?.[1] };
    };
    const trifold = await preview(newBook({ layout: 'trifold', panels: sheet() }));
    expect(trifold.image).toBe(trifold.res.body.right);
    const pages = await preview(newBook({ layout: 'pages' }));
    expect(pages.image).toBe(pages.res.body.left);
  });

  it('stored before it was recorded, is told once at start by the first panel’s shape', async () => {
    const sheetBook = newBook({ layout: 'trifold', panels: sheet() });
    const pagesBook = newBook({ panels: { front: [page(), page()], back: [] } });
    await create(kit.owner, sheetBook);
    await create(kit.owner, pagesBook);
    await forgetLayouts(kit.app, [sheetBook.id, pagesBook.id]);
    const forgotten = (await kit.app.store.flipbooks.withoutLayout()).map((b) => b.id);
    expect(forgotten).toEqual(expect.arrayContaining([sheetBook.id, pagesBook.id]));
    await backfillLayouts(kit.app.store, silentLogger);
    expect(await stored(sheetBook.id)).toBe('trifold');
    expect(await stored(pagesBook.id)).toBe('pages');
    expect(await kit.app.store.flipbooks.withoutLayout()).toEqual([]);
    // A second start finds nothing left to tell.
    expect(await backfillLayouts(kit.app.store, silentLogger)).toBe(0);
  });
});

/** Makes flipbooks look as stored before layouts were recorded, in the store the run uses. */
async function forgetLayouts(
  app: { config: { dataDir: string; mongodbUri?: string } },
  ids: string[],
): Promise<void> {
  if (app.config.mongodbUri) {
    const connection = await mongoose.createConnection(app.config.mongodbUri).asPromise();
    try {
      await connection
        .collection('flipbooks')
        .updateMany({ _id: { $in: ids } } as never, { $unset: { layout: 1 } });
    } finally {
      await connection.close();
    }
    return;
  }
  const db = new Database(path.join(app.config.dataDir, SQLITE_FILE));
  try {
    const forget = db.prepare('UPDATE flipbooks SET layout = NULL WHERE id = ?');
    for (const id of ids) forget.run(id);
  } finally {
    db.close();
  }
}
