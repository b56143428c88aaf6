import { describe, expect, it } from 'vitest';
import { gridThumbnail, sidesFromSlots, slotsFromSides } from './panel-layout';

describe('the panel layout', () => {
  it('fills the front slots, then the back ones, and reads them back without the gaps', () => {
    const slots = slotsFromSides(['a', 'b'], ['d']);
    expect(slots).toEqual({
      left: 'a',
      middle: 'b',
      right: null,
      leftBack: 'd',
      middleBack: null,
      rightBack: null,
    });
    expect(sidesFromSlots(slots)).toEqual({ front: ['a', 'b'], back: ['d'] });
  });

  it('picks the middle panel for the grid, else the left, else the right', () => {
    const none = slotsFromSides<string>([], []);
    expect(gridThumbnail({ ...none, left: 'l', middle: 'm', right: 'r' })).toBe('m');
    expect(gridThumbnail({ ...none, left: 'l', right: 'r' })).toBe('l');
    expect(gridThumbnail({ ...none, right: 'r' })).toBe('r');
    expect(gridThumbnail({ ...none, leftBack: 'b' })).toBeNull();
  });
});
