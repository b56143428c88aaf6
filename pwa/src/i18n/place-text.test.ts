import { describe, expect, it } from 'vitest';
import { readingOrder } from '#core/brochure';
import { placeText } from './place-text';

describe('the places of a flipbook', () => {
  it('are named by what the reader sees there', () => {
    expect(readingOrder('trifold').map((s) => placeText('trifold', s))).toEqual([
      'Cover',
      'Inside 1',
      'Inside 2',
      'Inside 3',
      'Inside flap',
      'Back cover',
    ]);
    expect(readingOrder('pages').map((s) => placeText('pages', s))).toEqual([
      'Page 1 — cover',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 6',
    ]);
  });
});
