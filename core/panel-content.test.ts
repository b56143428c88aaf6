import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentOf, cutAtWord, isPanelLinkUrl, linkAsShown, sameContent } from './panel-content';
import { createFlipbookInput } from './schemas/flipbooks';

const link = { url: 'https://example.com', x: 0.1, y: 0.2, width: 0.3, height: 0.1 };

describe('panel content', () => {
  it('keeps only web, e-mail and phone links of at most 2,000 characters', () => {
    for (const url of [
      'https://a.example',
      'HTTPS://A.EXAMPLE/Spring',
      'http://a.example/x?y',
      'mailto:a@b.c',
      'tel:+44123',
    ])
      expect(isPanelLinkUrl(url), url).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'ftp://a.example',
      '/relative',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'https://a.example/\nx',
      'https:///path-only',
      'https:',
      'mailto:',
      '',
      `https://a.example/${'a'.repeat(2000)}`,
    ])
      expect(isPanelLinkUrl(url), url).toBe(false);
  });

  it('refuses a link with a character no reader sees: zero-width, bidi controls, soft hyphen and kin', () => {
    const invisible = [
      '\u200B',
      '\u200C',
      '\u200D',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202E',
      '\u2066',
      '\u2069',
      '\u00AD',
      '\u2060',
      '\uFEFF',
      '\u061C',
      '\u034F',
      '\u180E',
      '\uFE0F',
      '\u3164',
      '\u00A0',
      '\u3000',
      '\u2028',
      '\u{E0041}',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom('https://a.example/spring', 'mailto:a@b.c', 'tel:+44123'),
        fc.constantFrom(...invisible),
        fc.nat(),
        (url, char, at) => {
          const i = 1 + (at % url.length);
          expect(isPanelLinkUrl(url), url).toBe(true);
          expect(isPanelLinkUrl(`${url.slice(0, i)}${char}${url.slice(i)}`)).toBe(false);
        },
      ),
    );
    const withLink = (url: string) => ({
      title: 'Menu',
      panels: { front: [], back: [] },
      content: { [`${'a'.repeat(64)}.jpg`]: { text: '', links: [{ ...link, url }] } },
    });
    expect(createFlipbookInput.safeParse(withLink('https://bank.example/login')).success).toBe(
      true,
    );
    expect(
      createFlipbookInput.safeParse(withLink('https://bank.example\u200B.evil.example/login'))
        .success,
    ).toBe(false);
  });

  it('keeps the content of the named panels only, leaving out empty ones', () => {
    const content = {
      a: { text: 'A', links: [] },
      b: { text: '', links: [] },
      c: { text: '', links: [link] },
      d: { text: 'D', links: [] },
    };
    expect(contentOf(content, ['a', 'b', 'c', 'x'])).toEqual({ a: content.a, c: content.c });
  });

  it('compares content whatever the order of its keys, and notices any change', () => {
    const a = { p: { text: 'T', links: [link] }, q: { text: 'U', links: [] } };
    const reordered = { q: { links: [], text: 'U' }, p: { links: [{ ...link }], text: 'T' } };
    expect(sameContent(a, reordered)).toBe(true);
    expect(sameContent(a, { ...a, q: { text: 'V', links: [] } })).toBe(false);
    expect(sameContent(a, { ...a, p: { text: 'T', links: [{ ...link, x: 0.11 }] } })).toBe(false);
    expect(sameContent(a, { ...a, p: { text: 'T', links: [] } })).toBe(false);
    expect(sameContent(a, { p: a.p })).toBe(false);
    expect(sameContent(a, { p: a.p, r: a.q })).toBe(false);
  });
});

describe('cutAtWord', () => {
  it('keeps text that fits whole, to the last character', () => {
    expect(cutAtWord('spring menu', 11)).toBe('spring menu');
  });

  it('cuts after the last whole word, without the space before the cut', () => {
    expect(cutAtWord('spring menu for everyone', 14)).toBe('spring menu');
    expect(cutAtWord('spring menu for everyone', 11)).toBe('spring menu');
    expect(cutAtWord('spring menu for everyone', 12)).toBe('spring menu');
  });

  it('cuts a single long word at the limit', () => {
    expect(cutAtWord('x'.repeat(20), 8)).toBe('x'.repeat(8));
  });

  it('never keeps half of an emoji', () => {
    expect(cutAtWord('ab😀cd', 3)).toBe('ab');
    expect(cutAtWord('ab😀 cd', 4)).toBe('ab😀');
  });

  it('never returns more than the limit, nor a trailing space', () => {
    for (const text of ['a b c d e f', 'word  word  word', 'ab😀😀😀 cd', ' lead space here']) {
      for (let max = 1; max <= text.length; max += 1) {
        const cut = cutAtWord(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut).toBe(cut.trimEnd());
      }
    }
  });
});

describe('a link’s host', () => {
  it('is refused when it mixes scripts whose letters pass for each other, or hides a blank', () => {
    expect(isPanelLinkUrl('https://\u0430pple.com/')).toBe(false);
    expect(isPanelLinkUrl('https://paypal.c\u043em/login')).toBe(false);
    expect(isPanelLinkUrl('https://shop.example\u2800.com/')).toBe(false);
    expect(isPanelLinkUrl('https://shop.example.com/\u3164')).toBe(false);
  });

  it('is taken in one script, whichever it is', () => {
    expect(isPanelLinkUrl('https://\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444/')).toBe(true);
    // A Greek name under a Latin top-level domain: each label is of one script.
    expect(
      isPanelLinkUrl('https://\u03c0\u03b1\u03c1\u03ac\u03b4\u03b5\u03b9\u03b3\u03bc\u03b1.gr/'),
    ).toBe(true);
    expect(isPanelLinkUrl('https://shop.example.com/spring?ref=\u0430')).toBe(true);
    expect(isPanelLinkUrl('https://\u6771\u4eac.jp/')).toBe(true);
  });

  it('is shown in punycode, so a reader sees what it is', () => {
    expect(linkAsShown('https://\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444/a')).toBe(
      'https://xn--e1afmkfd.xn--p1ai/a',
    );
    expect(linkAsShown('https://shop.example.com/x')).toBe('https://shop.example.com/x');
    expect(linkAsShown('mailto:hello@example.com')).toBe('mailto:hello@example.com');
  });
});
