import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME, PRODUCT_SUBTITLE, PRODUCT_TAGLINE, viewerUrl } from './product';

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

  it('uses the product names word for word', () => {
    expect(`${PRODUCT_NAME} — ${PRODUCT_SUBTITLE}`).toBe('Flipfold — Flipbook Creator');
    expect(PRODUCT_TAGLINE).toBe(
      'Turn your PDF brochures into interactive flipbooks you can share by link or QR code.',
    );
  });
});
