import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedFlipbook } from '#api-test/stored-flipbook';
import { flipbookIdParam } from '#core/schemas/flipbooks';
import { silentLogger } from '../../logger';
import { securityHeadersFor } from '../../middleware/security-headers';
import { toPublicView } from './present';
import { publicViewFastPath } from './public-view-fast-path';
import type { FlipbookService } from './service';

/** The fast path with a service that never answers: only whether it took the request counts. */
function takes(path: string): boolean {
  const flipbooks = { view: () => new Promise(() => {}) } as unknown as FlipbookService;
  const fastPath = publicViewFastPath({
    flipbooks,
    publicUrl: 'https://flip.example.com',
    logger: silentLogger,
  });
  const req = { method: 'GET', url: path, headers: {} } as http.IncomingMessage;
  return fastPath(req, {} as http.ServerResponse);
}

describe('the public view fast path', () => {
  it('takes a path as a view exactly when the schemas take its id as a flipbook id', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uuid(),
          fc.uuid().map((id) => id.toUpperCase()),
          fc.string(),
          fc.stringMatching(
            /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
          ),
        ),
        (id) => {
          expect(takes(`/api/flipbooks/${id}`)).toBe(flipbookIdParam.safeParse(id).success);
        },
      ),
    );
    // Version 9 and variant c: the shape of a UUID, refused by the schemas.
    expect(takes('/api/flipbooks/12345678-1234-9234-8234-123456789abc')).toBe(false);
    expect(takes('/api/flipbooks/12345678-1234-4234-c234-123456789abc')).toBe(false);
    expect(takes('/api/flipbooks/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
  });
});

describe("the public view fast path's answers", () => {
  it('carry the same headers each time and the Content-Length of their own body, whatever its count and title', async () => {
    // A title of several bytes a character, and counts whose digits grow from one view to the next.
    const flipbook = storedFlipbook(crypto.randomUUID(), { title: 'Café ’menu’ 🍽' });
    let views = 7;
    const flipbooks = {
      view: async () => ({ flipbook, views: views++ }),
    } as unknown as FlipbookService;
    const fastPath = publicViewFastPath({
      flipbooks,
      publicUrl: 'https://flip.example.com',
      logger: silentLogger,
    });
    const server = http.createServer((req, res) => {
      if (!fastPath(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/flipbooks/${flipbook.id}`;
    try {
      const expected = {
        ...Object.fromEntries(
          Object.entries(securityHeadersFor(true)).map(([name, value]) => [
            name.toLowerCase(),
            value,
          ]),
        ),
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
      };
      // One after the other, then many at once: each answer is its own, none another's length.
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await fetch(url));
      answers.push(...(await Promise.all(Array.from({ length: 100 }, () => fetch(url)))));
      const counts = new Set<number>();
      for (const res of answers) {
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(res.headers.get('content-length')).toBe(String(bytes.length));
        const body = JSON.parse(bytes.toString('utf8'));
        expect(body).toEqual(
          toPublicView({ flipbook, views: body.views }, 'https://flip.example.com'),
        );
        counts.add(body.views);
        const headers = Object.fromEntries(res.headers);
        expect(Object.keys(headers).sort()).toEqual(
          [...Object.keys(expected), 'content-length', 'date', 'connection', 'keep-alive'].sort(),
        );
        expect(headers).toMatchObject(expected);
      }
      expect(counts.size).toBe(answers.length);
    } finally {
      server.close();
    }
  });
});
