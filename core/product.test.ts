import { describe, expect, it } from 'vitest';
import {
  EMBED_PATH_PREFIX,
  embedIdOf,
  embedUrl,
  PRODUCT_NAME,
  PRODUCT_SUBTITLE,
  PRODUCT_TAGLINE,
  viewerUrl,
} from './product';

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

  it('reads the id of an embed path only: a UUID, in lower case, nothing before or after', () => {
    expect(embedIdOf(`/embed/${ID}`)).toBe(ID);
    expect(embedIdOf(`/embed/${ID.toUpperCase()}`)).toBe(ID);
    expect(embedIdOf(embedUrl('', ID))).toBe(ID);
    for (const path of [
      '/embed/',
      '/embed',
      '/embed/abc',
      `/embed/${ID}/`,
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

  it('uses the product names word for word', () => {
    expect(`${PRODUCT_NAME} — ${PRODUCT_SUBTITLE}`).toBe('Flipfold — Flipbook Creator');
    expect(PRODUCT_TAGLINE).toBe(
      'Turn your PDF brochures into interactive flipbooks you can share by link or QR code.',
    );
  });
});
