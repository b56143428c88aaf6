import { describe, expect, it } from 'vitest';
import { slotsFromSides } from './panel-layout';
import {
  arrange,
  defaultOrder,
  fitsOrder,
  orderFor,
  panelList,
  sameOrder,
  slotOrder,
} from './panel-order';

const order = (front: number[], back: number[] = []) => slotsFromSides(front, back);

describe('page orders', () => {
  it('fits a list when it shows each of its panels once', () => {
    expect(fitsOrder(order([1, 0, 2]), 3)).toBe(true);
    expect(fitsOrder(order([0], [1]), 2)).toBe(true);
    expect(fitsOrder(order([0, 0, 1]), 3)).toBe(false);
    expect(fitsOrder(order([0, 1, 2]), 2)).toBe(false);
    expect(fitsOrder(order([0, 1]), 3)).toBe(false);
    expect(fitsOrder(order([0, 1.5]), 2)).toBe(false);
    expect(fitsOrder(order([-1, 0]), 2)).toBe(false);
    expect(fitsOrder(order([]), 0)).toBe(true);
  });

  it('reads the slots’ own order, and lays out a fresh conversion three in front', () => {
    expect(slotOrder(slotsFromSides(['a', 'b'], ['c']))).toEqual(order([0, 1], [2]));
    expect(defaultOrder(5)).toEqual(order([0, 1, 2], [3, 4]));
    expect(defaultOrder(0)).toEqual(order([]));
  });

  it('arranges a list in an order and finds the list behind arranged slots again', () => {
    const shown = arrange(['a', 'b', 'c'], order([2, 0], [1]));
    expect(shown).toEqual(slotsFromSides(['c', 'a'], ['b']));
    expect(panelList(shown, order([2, 0], [1]))).toEqual(['a', 'b', 'c']);
  });

  it('finds the order that shows a list as given slots, the same image twice included', () => {
    expect(orderFor(slotsFromSides(['b', 'a', 'c'], []), ['a', 'b', 'c'])).toEqual(
      order([1, 0, 2]),
    );
    expect(orderFor(slotsFromSides(['a', 'a'], []), ['a', 'a'])).toEqual(order([0, 1]));
    expect(orderFor(slotsFromSides(['a', 'x'], []), ['a', 'b'])).toBeNull();
    expect(orderFor(slotsFromSides(['a'], []), ['a', 'b'])).toBeNull();
  });

  it('tells equal orders apart from different ones', () => {
    expect(sameOrder(order([0, 1]), order([0, 1]))).toBe(true);
    expect(sameOrder(order([0, 1]), order([1, 0]))).toBe(false);
    expect(sameOrder(order([0, 1]), order([0], [1]))).toBe(false);
  });
});
