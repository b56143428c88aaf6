import { describe, expect, it } from 'vitest';
import { fileSizeIn } from './file-size';

describe('a file size in the page’s language', () => {
  it('keeps English as the product writes it', () => {
    expect(fileSizeIn('en', 0)).toBe('0 Bytes');
    expect(fileSizeIn('en', 512)).toBe('512 Bytes');
    expect(fileSizeIn('en', 1536)).toBe('1.5 KB');
    expect(fileSizeIn('en', 123456)).toBe('120.56 KB');
    expect(fileSizeIn('en', 2.5 * 1024 ** 2)).toBe('2.5 MB');
  });

  it('writes other languages with their units and decimal sign, to 2 decimals', () => {
    expect(fileSizeIn('de', 123456)).toBe('120,56 kB');
    expect(fileSizeIn('de', 2.5 * 1024 ** 2)).toBe('2,5 MB');
    expect(fileSizeIn('de', 512)).toBe('512 Byte');
    // French puts a narrow no-break space before the unit.
    expect(fileSizeIn('fr', 1536)).toBe('1,5\u202fko');
    expect(fileSizeIn('ja', 512)).toBe('512 バイト');
  });
});
