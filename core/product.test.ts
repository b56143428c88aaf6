import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLIPBOOK_ID } from './flipbook-id';
import {
  EMBED_PATH_PREFIX,
  embedIdOf,
  embedUrl,
  PRODUCT_NAME,
  PRODUCT_SUBTITLE,
  viewerUrl,
} from './product';
import { flipbookIdParam } from './schemas/flipbooks';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the product', () => {
  it('builds the viewer link from the origin, without doubled slashes, with the id encoded', () => {
    expect(viewerUrl('https://flipfold.example', 'abc')).toBe('https://flipfold.example/?view=abc');
    expect(viewerUrl('https://flipfold.example//', 'a b')).toBe(
      'https://flipfold.example/?view=a%20b',
    );
    expect(viewerUrl('https://flipfold.example/app/', 'abc')).toBe(
      'https://flipfold.example/app/?view=abc',
    );
  });

  it('builds the embed link beside it, without doubled slashes, with the id encoded', () => {
    expect(embedUrl('https://flipfold.example', ID)).toBe(`https://flipfold.example/embed/${ID}`);
    expect(embedUrl('https://flipfold.example//', 'a b')).toBe(
      'https://flipfold.example/embed/a%20b',
    );
    expect(embedUrl('https://flipfold.example/app/', 'abc')).toBe(
      'https://flipfold.example/app/embed/abc',
    );
    expect(embedUrl('https://flipfold.example', ID)).toBe(
      `https://flipfold.example${EMBED_PATH_PREFIX}${ID}`,
    );
  });

  it('reads the id of the embed path in its one spelling only: /embed/ and a lower-case UUID, nothing before or after', () => {
    expect(embedIdOf(`/embed/${ID}`)).toBe(ID);
    expect(embedIdOf(embedUrl('', ID))).toBe(ID);
    expect(embedIdOf(embedUrl('', ID.toUpperCase()))).toBe(ID);
    for (const path of [
      '/embed/',
      '/embed',
      '/embed/abc',
      `/embed/${ID.toUpperCase()}`,
      `/embed/${ID.slice(0, -1)}E`,
      `/embed/${ID}/`,
      `/embed//${ID}`,
      `//embed/${ID}`,
      `//embed//${ID}`,
      `/%65mbed/${ID}`,
      `/embed/%30${ID.slice(1)}`,
      `/./embed/${ID}`,
      `/x/../embed/${ID}`,
      `/embed/${ID}x`,
      `/embed/${ID.slice(1)}`,
      `/embed/${ID}/more`,
      `/x/embed/${ID}`,
      `/EMBED/${ID}`,
      `/?view=${ID}`,
      '/',
      '/profile',
    ]) {
      expect(embedIdOf(path), path).toBeNull();
    }
  });

  it('takes as an embed id exactly what the schemas take as a flipbook id, in lower case', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uuid(),
          fc.uuid().map((id) => id.toUpperCase()),
          fc.string(),
          fc.stringMatching(/^[0-9a-fA-F-]{36}$/),
          // UUID-shaped, whatever the version and variant digits: only RFC 9562's are ids.
          fc.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        ),
        (id) => {
          const parsed = flipbookIdParam.safeParse(id);
          const embedded = embedIdOf(`/embed/${id}`);
          expect(embedded !== null).toBe(parsed.success && parsed.data === id);
          expect(FLIPBOOK_ID.test(id)).toBe(parsed.success);
        },
      ),
    );
  });

  it('uses the product names word for word', () => {
    expect(`${PRODUCT_NAME} — ${PRODUCT_SUBTITLE}`).toBe('Flipfold — Flipbook Creator');
  });
});
