import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEncoded } from '#api-test/raw-request';
import { startTestApp, type TestApp } from '#api-test/test-app';
import { writeWebRoot } from '#api-test/web-root';

const CHUNK = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;

describe('the built files', () => {
  let app: TestApp;
  let root: string;
  beforeAll(async () => {
    app = await startTestApp();
    root = app.config.webRoot;
    writeWebRoot(root, {
      'index.html': '<!doctype html><title>Flipfold</title>',
      'sw.js': 'self.version = 1;',
      'assets/index-AbC.js': CHUNK,
      'assets/.hidden-Q1.js': 'secret',
      'assets/plain-Z9.css': 'body{margin:0}',
    });
    fs.writeFileSync(path.join(root, 'assets/index-AbC.js.br'), zlib.brotliCompressSync(CHUNK));
    fs.writeFileSync(path.join(root, 'assets/index-AbC.js.gz'), zlib.gzipSync(CHUNK));
  });
  afterAll(() => app.close());

  it('sends a hashed file as the browser accepts it, from the build’s compressed copies, cached for a year', async () => {
    const url = `${app.url}/assets/index-AbC.js`;
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      [undefined, undefined, (b: Buffer) => b],
    ] as const) {
      const res = await getEncoded(url, accept);
      expect(res.status, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(decode(res.body).toString()).toBe(CHUNK);
    }
    const css = await getEncoded(`${app.url}/assets/plain-Z9.css`, 'gzip, deflate, br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body.toString()).toBe('body{margin:0}');
  });

  it('keeps sending a hashed file it has sent once after a deploy takes it off the disk, for pages of the version before', async () => {
    writeWebRoot(root, { 'assets/lazy-Old1.js': 'export const old = 1;' });
    expect((await getEncoded(`${app.url}/assets/lazy-Old1.js`)).status).toBe(200);
    fs.rmSync(path.join(root, 'assets/lazy-Old1.js'));
    const again = await getEncoded(`${app.url}/assets/lazy-Old1.js`);
    expect(again.status).toBe(200);
    expect(again.body.toString()).toBe('export const old = 1;');
  });

  it('finds a hashed file a deploy adds after it was asked for in vain', async () => {
    expect((await getEncoded(`${app.url}/assets/lazy-New2.js`)).status).toBe(404);
    writeWebRoot(root, { 'assets/lazy-New2.js': 'export const fresh = 2;' });
    const found = await getEncoded(`${app.url}/assets/lazy-New2.js`);
    expect(found.status).toBe(200);
    expect(found.body.toString()).toBe('export const fresh = 2;');
  });

  it('sends the same file for another spelling of its name, and never a hidden file', async () => {
    const spelled = await getEncoded(`${app.url}/assets/index-Ab%43.js`);
    expect(spelled.status).toBe(200);
    expect(spelled.body.toString()).toBe(CHUNK);
    for (const name of ['.hidden-Q1.js', '%2Ehidden-Q1.js']) {
      const res = await getEncoded(`${app.url}/assets/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body.toString(), name).not.toContain('secret');
    }
  });

  it('reads the service worker from the disk each time, so a deploy’s new one is sent at once', async () => {
    expect((await getEncoded(`${app.url}/sw.js`)).body.toString()).toBe('self.version = 1;');
    writeWebRoot(root, { 'sw.js': 'self.version = 2;' });
    const res = await getEncoded(`${app.url}/sw.js`);
    expect(res.body.toString()).toBe('self.version = 2;');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
