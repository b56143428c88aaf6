import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url';

const segment = fc.constantFrom(
  'api',
  'Embed',
  '.',
  '..',
  '',
  '%65',
  '%2F',
  '%2e',
  '%2E%2e',
  '~x',
  'a.b',
);
const target = fc
  .tuple(fc.array(segment, { maxLength: 6 }), fc.constantFrom('', '?a=//b/../c', '?x=%65'))
  .map(([segments, query]) => `/${segments.join('/')}${query}`);

describe('the one spelling of a request target', () => {
  it('has no escaped letter, doubled slash or dot segment left in its path, and is its own spelling', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const once = canonicalUrl(raw);
        const path = once.split('?', 1)[0] ?? '';
        expect(path).not.toMatch(/%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3\d|2[DEde]|5F|7E)/);
        expect(path).not.toMatch(/\/\/|\/\.\.?(?:\/|$)/);
        expect(canonicalUrl(once)).toBe(once);
        // The query is never rewritten.
        expect(once.slice(path.length)).toBe(raw.slice(raw.split('?', 1)[0]?.length));
      }),
    );
  });

  it('leaves a plain path as it is', () => {
    for (const plain of ['/', '/api/flipbooks/abc', '/.well-known/x', '/a.b/c?d=//e'])
      expect(canonicalUrl(plain)).toBe(plain);
    expect(canonicalUrl('//embed//x/./y/../z')).toBe('/embed/x/z');
  });
});
