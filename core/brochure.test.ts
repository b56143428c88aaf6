import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brochureStages,
  coverImage,
  coverSlot,
  directionOf,
  FLIPBOOK_LAYOUTS,
  type FlipbookLayout,
  flatSlotsAt,
  layoutOfConversion,
  layoutOfPanelShape,
  phoneSlots,
  placeOf,
  readingOrder,
  stageRow,
  unfoldOrder,
} from './brochure';
import { PANEL_SLOTS, type PanelSlots, slotsFromSides } from './panel-layout';
import { type ReadingDirection, turnedTo } from './reading-direction';

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

/** The same roll fold printed to read right to left: each sheet is the mirror of the other's. */
const mirrorSheet = <T>(slots: PanelSlots<T>): PanelSlots<T> => ({
  left: slots.right,
  middle: slots.middle,
  right: slots.left,
  leftBack: slots.rightBack,
  middleBack: slots.middleBack,
  rightBack: slots.leftBack,
});

describe('a tri-fold printed to read right to left', () => {
  const rtlFold = mirrorSheet(rollFold);

  it('has its front cover on the left third of the outside sheet', () => {
    expect(rtlFold.left).toBe('front cover');
    expect(coverSlot('trifold', rtlFold, 'rtl')).toBe('left');
    expect(coverImage({ layout: 'trifold', slots: rtlFold, readsRtl: true })).toBe('front cover');
  });

  it('is read on a phone from the front cover, through the inside right to left, to the flap', () => {
    const order = phoneSlots('trifold', rtlFold, 'rtl').map((slot) => rtlFold[slot]);
    expect(order).toEqual(['front cover', 'in 1', 'in 2', 'in 3', 'flap', 'back cover']);
    // Each place keeps its name, wherever the direction put it on the sheet.
    const names = (direction: ReadingDirection) =>
      readingOrder('trifold', direction).map((s) => placeOf('trifold', s, direction));
    expect(names('rtl')).toEqual(names('ltr'));
    expect(placeOf('trifold', 'left', 'rtl')).toEqual({ kind: 'cover' });
  });

  it('unfolds rightwards from its cover and lies open as printed', () => {
    expect(unfoldOrder('trifold', 'rtl')).toEqual(['left', 'middle', 'right']);
    expect(flatSlotsAt('trifold', rtlFold, 'open', 'rtl').map((s) => rtlFold[s])).toEqual([
      'front cover',
      'back cover',
      'flap',
    ]);
    expect(flatSlotsAt('trifold', rtlFold, 'back', 'rtl').map((s) => rtlFold[s])).toEqual([
      'in 3',
      'in 2',
      'in 1',
    ]);
  });
});

describe('pages read right to left', () => {
  it('keep page 1 as the cover and lie on the stage from right to left', () => {
    const booklet = pages(6);
    expect(coverImage({ layout: 'pages', slots: booklet, readsRtl: true })).toBe('page 1');
    expect(stageRow('pages', 'rtl', 'front').map((s) => booklet[s])).toEqual([
      'page 3',
      'page 2',
      'page 1',
    ]);
    expect(flatSlotsAt('pages', booklet, 'back', 'rtl').map((s) => booklet[s])).toEqual([
      'page 6',
      'page 5',
      'page 4',
    ]);
    expect(phoneSlots('pages', booklet, 'rtl')).toEqual(phoneSlots('pages', booklet));
  });

  it('of a record from before the field read left to right', () => {
    expect(directionOf({})).toBe('ltr');
    expect(directionOf({ readsRtl: false })).toBe('ltr');
    expect(directionOf({ readsRtl: true })).toBe('rtl');
  });
});

describe('any flipbook in either direction', () => {
  const slotsArbitrary = fc
    .record(Object.fromEntries(PANEL_SLOTS.map((s) => [s, fc.option(fc.constant(s))])))
    .map((r) => r as PanelSlots<string>);
  const layoutArbitrary = fc.constantFrom(...FLIPBOOK_LAYOUTS);
  const directionArbitrary = fc.constantFrom<ReadingDirection>('ltr', 'rtl');
  /** What a right-to-left printer makes of a left-to-right brochure's panels. */
  const printedRtl = <T>(layout: FlipbookLayout, slots: PanelSlots<T>) =>
    layout === 'trifold' ? mirrorSheet(slots) : slots;

  it('comes back to where it was after N turns forward and N back, on a phone and a larger screen', () => {
    fc.assert(
      fc.property(
        layoutArbitrary,
        directionArbitrary,
        slotsArbitrary,
        fc.nat(12),
        fc.nat(12),
        (layout, direction, slots, start, n) => {
          const counts = [
            brochureStages(layout, slots, direction).length,
            phoneSlots(layout, slots, direction).length,
          ];
          for (const count of counts) {
            const from = count ? start % count : 0;
            let at = from;
            for (let i = 0; i < n; i++) at = turnedTo(at, count, 'forward');
            for (let i = 0; i < n; i++) at = turnedTo(at, count, 'backward');
            expect(at).toBe(from);
          }
        },
      ),
    );
  });

  it('right to left, shows the same panels at each stage as left to right, mirrored', () => {
    fc.assert(
      fc.property(layoutArbitrary, slotsArbitrary, (layout, ltr) => {
        const rtl = printedRtl(layout, ltr);
        const stages = brochureStages(layout, ltr);
        expect(brochureStages(layout, rtl, 'rtl')).toEqual(stages);
        for (const stage of stages) {
          const shownLtr = flatSlotsAt(layout, ltr, stage).map((s) => ltr[s]);
          const shownRtl = flatSlotsAt(layout, rtl, stage, 'rtl').map((s) => rtl[s]);
          expect(shownRtl).toEqual([...shownLtr].reverse());
        }
        const phone = (slots: PanelSlots<string>, direction: ReadingDirection) =>
          phoneSlots(layout, slots, direction).map((s) => slots[s]);
        expect(phone(rtl, 'rtl')).toEqual(phone(ltr, 'ltr'));
        const hinged = (slots: PanelSlots<string>, direction: ReadingDirection) =>
          unfoldOrder(layout, direction).map((s) => slots[s]);
        expect(hinged(rtl, 'rtl')).toEqual(hinged(ltr, 'ltr'));
      }),
    );
  });

  it('lays each side on the stage with the cover at the end it unfolds from', () => {
    for (const layout of FLIPBOOK_LAYOUTS)
      for (const direction of ['ltr', 'rtl'] as const) {
        const row = stageRow(layout, direction, 'front');
        const coverAt = row.indexOf(unfoldOrder(layout, direction)[0] ?? 'left');
        expect(coverAt).toBe(
          direction === 'ltr' ? (layout === 'trifold' ? 2 : 0) : layout === 'trifold' ? 0 : 2,
        );
      }
  });
});
