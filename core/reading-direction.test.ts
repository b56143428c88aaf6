import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrowTurn,
  type ReadingDirection,
  swipeTurn,
  type Turn,
  turnedTo,
} from './reading-direction';

const DIRECTIONS: ReadingDirection[] = ['ltr', 'rtl'];

describe('turning a flipbook that reads left to right', () => {
  it('goes forward with ArrowRight and a swipe from right to left', () => {
    expect(arrowTurn('ltr', 'ArrowRight')).toBe('forward');
    expect(arrowTurn('ltr', 'ArrowLeft')).toBe('backward');
    expect(swipeTurn('ltr', -60)).toBe('forward');
    expect(swipeTurn('ltr', 60)).toBe('backward');
  });
});

describe('turning a flipbook that reads right to left', () => {
  it('goes forward with ArrowLeft and back with ArrowRight', () => {
    expect(arrowTurn('rtl', 'ArrowLeft')).toBe('forward');
    expect(arrowTurn('rtl', 'ArrowRight')).toBe('backward');
  });

  it('goes forward with a swipe from left to right, as a page of an Arabic book turns', () => {
    expect(swipeTurn('rtl', 60)).toBe('forward');
    expect(swipeTurn('rtl', -60)).toBe('backward');
  });

  it('leaves keys other than the sideways arrows alone', () => {
    for (const direction of DIRECTIONS) {
      expect(arrowTurn(direction, 'ArrowUp')).toBeNull();
      expect(arrowTurn(direction, 'a')).toBeNull();
    }
  });
});

describe('any turn', () => {
  const direction = fc.constantFrom(...DIRECTIONS);
  const unturn = (turn: Turn): Turn => (turn === 'forward' ? 'backward' : 'forward');

  it('wraps around the stages, and the other arrow undoes each', () => {
    fc.assert(
      fc.property(direction, fc.nat(5), fc.integer({ min: 1, max: 6 }), (dir, start, count) => {
        const from = start % count;
        for (const key of ['ArrowLeft', 'ArrowRight']) {
          const turn = arrowTurn(dir, key) as Turn;
          const back = turnedTo(turnedTo(from, count, turn), count, unturn(turn));
          expect(back).toBe(from);
        }
        expect(turnedTo(from, count, 'forward')).toBe((from + 1) % count);
      }),
    );
  });

  it('turns one way for each way of swiping, opposite ways for opposite swipes', () => {
    fc.assert(
      fc.property(direction, fc.integer({ min: 1, max: 500 }), (dir, dx) => {
        expect(swipeTurn(dir, dx)).not.toBe(swipeTurn(dir, -dx));
        // A swipe towards the left brings on the page on the right, as ArrowRight does.
        expect(arrowTurn(dir, 'ArrowRight')).toBe(swipeTurn(dir, -dx));
      }),
    );
  });
});
