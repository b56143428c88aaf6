import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kitNameProblem } from './event-kit';
import { displayLine, unseenProblem } from './human-text';
import { titleFromFileName } from './pdf-rules';
import { signupInput } from './schemas/auth';
import { createFlipbookInput } from './schemas/flipbooks';
import { leadFields } from './schemas/leads';

const SIGNUP = {
  username: 'jane',
  email: 'jane@example.com',
  password: 'Abcdef1!',
  displayName: 'Jane',
};

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

describe('a name or title a person types', () => {
  it.each(HIDDEN)('is refused with %s in it', (_, hidden) => {
    expect(unseenProblem('A title', `Spring${hidden} offer`)).toBe(
      'A title cannot contain invisible characters, line breaks or control characters',
    );
  });

  it('is refused with a line break or a tab, and taken in any visible script', () => {
    expect(unseenProblem('A name', 'Ada\nLovelace')).not.toBeNull();
    expect(unseenProblem('A name', 'Ada\tLovelace')).not.toBeNull();
    expect(unseenProblem('A name', 'Ünïcødé 東京 مرحبا — “quotes”')).toBeNull();
  });

  it('is refused by every schema that stores one, as the device checks it', () => {
    const rlo = 'Eve\u202Eevil';
    expect(
      createFlipbookInput.safeParse({ title: rlo, panels: { front: [], back: [] } }).success,
    ).toBe(false);
    expect(signupInput.safeParse({ ...SIGNUP, displayName: rlo }).success).toBe(false);
    expect(signupInput.safeParse(SIGNUP).success).toBe(true);
    expect(leadFields.safeParse({ email: 'a@example.com', name: rlo, consent: true }).success).toBe(
      false,
    );
    expect(kitNameProblem(rlo)).not.toBeNull();
    expect(titleFromFileName('Spring\u200B offer.pdf')).toBe('Spring offer');
  });
});
