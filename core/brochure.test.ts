import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brochureStages,
  coverImage,
  coverSlot,
  FLIPBOOK_LAYOUTS,
  flatSlotsAt,
  layoutOfConversion,
  layoutOfPanelShape,
  phoneSlots,
  readingOrder,
} from './brochure';
import { PANEL_SLOTS, type PanelSlots, slotsFromSides } from './panel-layout';

/** A roll-fold brochure: outside sheet flap | back cover | front cover, inside sheet 1 | 2 | 3. */
const rollFold = slotsFromSides(['flap', 'back cover', 'front cover'], ['in 1', 'in 2', 'in 3']);
const pages = (n: number) => {
  const list = Array.from({ length: n }, (_, i) => `page ${i + 1}`);
  return slotsFromSides(list.slice(0, 3), list.slice(3, 6));
};

describe('a tri-fold brochure as printed', () => {
  it('has its front cover, the right third of the outside sheet, as its cover', () => {
    expect(coverSlot('trifold', rollFold)).toBe('right');
    expect(coverImage({ layout: 'trifold', slots: rollFold })).toBe('front cover');
  });

  it('is read on a phone from the front cover, through the inside, to the flap and the back cover', () => {
    const order = phoneSlots('trifold', rollFold).map((slot) => rollFold[slot]);
    expect(order).toEqual(['front cover', 'in 1', 'in 2', 'in 3', 'flap', 'back cover']);
  });

  it('turns through all four stages, the cover alone first', () => {
    expect(brochureStages('trifold', rollFold)).toEqual(['cover', 'half-open', 'open', 'back']);
    expect(flatSlotsAt('trifold', rollFold, 'cover')).toEqual(['right']);
    expect(flatSlotsAt('trifold', rollFold, 'back')).toEqual([
      'leftBack',
      'middleBack',
      'rightBack',
    ]);
  });

  it('made of one sheet has no back stage', () => {
    const outside = slotsFromSides(['flap', 'back cover', 'front cover'], []);
    expect(brochureStages('trifold', outside)).toEqual(['cover', 'half-open', 'open']);
  });
});

describe('a flipbook of pages', () => {
  it('has page 1 as its cover and is read in page order', () => {
    const booklet = pages(6);
    expect(coverImage({ layout: 'pages', slots: booklet })).toBe('page 1');
    expect(phoneSlots('pages', booklet).map((s) => booklet[s])).toEqual(
      Array.from({ length: 6 }, (_, i) => `page ${i + 1}`),
    );
    expect(brochureStages('pages', booklet)).toEqual(['cover', 'half-open', 'open', 'back']);
  });

  it('of one page shows that page alone, on the one stage it has', () => {
    const flyer = pages(1);
    expect(brochureStages('pages', flyer)).toEqual(['cover']);
    expect(flatSlotsAt('pages', flyer, 'cover')).toEqual(['left']);
    expect(phoneSlots('pages', flyer)).toEqual(['left']);
  });

  it('of two or three pages skips the back, which has nothing in it', () => {
    expect(brochureStages('pages', pages(2))).toEqual(['cover', 'half-open', 'open']);
    expect(brochureStages('pages', pages(3))).toEqual(['cover', 'half-open', 'open']);
    expect(flatSlotsAt('pages', pages(2), 'open')).toEqual(['left', 'middle']);
  });
});

describe('any flipbook', () => {
  const slotsArbitrary = fc
    .record(Object.fromEntries(PANEL_SLOTS.map((s) => [s, fc.option(fc.constant(s))])))
    .map((r) => r as PanelSlots<string>);
  const layoutArbitrary = fc.constantFrom(...FLIPBOOK_LAYOUTS);

  it('has a cover that is one of its panels whenever it has a panel at all', () => {
    fc.assert(
      fc.property(layoutArbitrary, slotsArbitrary, (layout, slots) => {
        const cover = coverImage({ layout, slots });
        const any = PANEL_SLOTS.some((s) => slots[s] !== null);
        expect(cover !== null).toBe(any);
        if (cover !== null) expect(Object.values(slots)).toContain(cover);
      }),
    );
  });

  it('shows each of its panels on a phone once, beginning with the cover', () => {
    fc.assert(
      fc.property(layoutArbitrary, slotsArbitrary, (layout, slots) => {
        const order = phoneSlots(layout, slots);
        expect(new Set(order).size).toBe(order.length);
        expect(order.length).toBe(PANEL_SLOTS.filter((s) => slots[s] !== null).length);
        expect(order[0] ?? null).toBe(coverSlot(layout, slots));
      }),
    );
  });

  it('keeps at least one stage, in the spec order, with a panel lying flat on each', () => {
    fc.assert(
      fc.property(layoutArbitrary, slotsArbitrary, (layout, slots) => {
        const stages = brochureStages(layout, slots);
        expect(stages.length).toBeGreaterThan(0);
        const spec = ['cover', 'half-open', 'open', 'back'];
        expect([...stages].sort((a, b) => spec.indexOf(a) - spec.indexOf(b))).toEqual(stages);
        const any = PANEL_SLOTS.some((s) => slots[s] !== null);
        for (const stage of stages)
          if (any) expect(flatSlotsAt(layout, slots, stage).length).toBeGreaterThan(0);
      }),
    );
  });

  it('reads every slot once in its reading order', () => {
    for (const layout of FLIPBOOK_LAYOUTS)
      expect([...readingOrder(layout)].sort()).toEqual([...PANEL_SLOTS].sort());
  });
});

describe('the layout of a flipbook', () => {
  it('is tri-fold sheets for a split conversion and pages otherwise', () => {
    expect(layoutOfConversion(true)).toBe('trifold');
    expect(layoutOfConversion(false)).toBe('pages');
  });

  it('stored before it was recorded is told by its panels: tall thirds of a sheet, or pages', () => {
    // A4 landscape at 2400 px cut in three; Letter landscape; a portrait A4 page cut in three.
    expect(layoutOfPanelShape(800, 1697)).toBe('trifold');
    expect(layoutOfPanelShape(800, 1855)).toBe('trifold');
    expect(layoutOfPanelShape(800, 3394)).toBe('trifold');
    // A4 and A5 portrait pages, Letter portrait, a landscape page.
    expect(layoutOfPanelShape(900, 1273)).toBe('pages');
    expect(layoutOfPanelShape(900, 1165)).toBe('pages');
    expect(layoutOfPanelShape(900, 636)).toBe('pages');
    expect(layoutOfPanelShape(0, 0)).toBe('pages');
  });
});
