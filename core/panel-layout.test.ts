import { describe, expect, it } from 'vitest';
import { sidesFromSlots, slotsFromSides } from './panel-layout';

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
});
