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

  it('finds a flipbook by words of its panels’ text, alone or with words of its title', () => {
    const flipbook = {
      title: 'Garden brochure',
      content: {
        'a.jpg': { text: 'Our Quillwort ferns', links: [] },
        'b.jpg': { text: 'Delivered in spring', links: [] },
      },
    };
    expect(matchesSearch(flipbook, 'quillwort')).toBe(true);
    expect(matchesSearch(flipbook, 'garden SPRING ferns')).toBe(true);
    expect(matchesSearch(flipbook, 'quillwort winter')).toBe(false);
    expect(matchesSearch({ title: 'Garden brochure' }, 'quillwort')).toBe(false);
  });
});
