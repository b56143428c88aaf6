import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search-flipbooks';

const book = (title: string) => ({ title });

describe('searching the library', () => {
  it('keeps every flipbook for an empty or blank query', () => {
    expect(matchesSearch(book('Spring Launch'), '')).toBe(true);
    expect(matchesSearch(book('Spring Launch'), '   ')).toBe(true);
  });

  it('finds a title by every word of the query, in any order and letter case', () => {
    expect(matchesSearch(book('Winter Sale 2026'), 'sale WINTER')).toBe(true);
    expect(matchesSearch(book('Winter Sale 2026'), 'wint 20')).toBe(true);
    expect(matchesSearch(book('Winter Sale 2026'), 'winter autumn')).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(matchesSearch(book('Café Menü'), 'cafe menu')).toBe(true);
    expect(matchesSearch(book('Cafe Menu'), 'café')).toBe(true);
  });
});
