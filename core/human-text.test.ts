import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayLine } from './human-text';

/** The characters a red team hid in titles and names, each of which reached a mail or a page. */
const HIDDEN = [
  ['a zero-width space', '\u200B'],
  ['a right-to-left override', '\u202E'],
  ['a left-to-right isolate', '\u2066'],
  ['a soft hyphen', '\u00AD'],
  ['a zero-width joiner', '\u200D'],
  ['a byte-order mark', '\uFEFF'],
  ['tag characters', '\u{E0041}\u{E0042}'],
  ['a Hangul filler', '\u3164'],
  ['a blank Braille pattern', '\u2800'],
  ['NUL', '\u0000'],
] as const;

describe('a text shown on one line to strangers', () => {
  it.each(HIDDEN)('carries no %s', (_, hidden) => {
    expect(displayLine(`Spring${hidden} offer${hidden}`)).toBe('Spring offer');
  });

  it.each([
    ['a no-break space', '\u00A0'],
    ['a line separator', '\u2028'],
    ['a carriage return and line feed', '\r\n'],
    ['a tab', '\t'],
  ])('turns %s into one space', (_, space) => {
    expect(displayLine(`Spring${space}offer`)).toBe('Spring offer');
  });

  it('is in NFC, trimmed, and empty when there was nothing to see', () => {
    expect(displayLine('  Cafe\u0301  ')).toBe('Caf\u00e9');
    expect(displayLine('\u202E\u200B\u3164')).toBe('');
  });

  it('keeps every visible letter of any script, and is the same when cleaned twice', () => {
    expect(displayLine('Ünïcødé 東京 مرحبا — “quotes”')).toBe('Ünïcødé 東京 مرحبا — “quotes”');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = displayLine(text);
        expect(displayLine(once)).toBe(once);
        expect(once).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u);
      }),
    );
  });
});
