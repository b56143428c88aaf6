import { describe, expect, it } from 'vitest';
import { slotsFromSides } from '#core/panel-layout';
import {
  availablePanels,
  type Brochure,
  faceOf,
  panelAlt,
  poseOf,
  stagePlaces,
  stagesOf,
} from './viewer-model';

const rollFold: Brochure = {
  layout: 'trifold',
  panels: slotsFromSides(['flap', 'back cover', 'front cover'], ['in 1', 'in 2', 'in 3']),
};
const pages = (n: number): Brochure => {
  const list = Array.from({ length: n }, (_, i) => `page ${i + 1}`);
  return { layout: 'pages', panels: slotsFromSides(list.slice(0, 3), list.slice(3, 6)) };
};

describe('the folding brochure', () => {
  it('shows a tri-fold shut on its front cover, moved a panel left so the right third is centred', () => {
    expect(poseOf(rollFold, 'cover')).toEqual({ hinges: [180, 180], shift: -1, turned: false });
  });

  it('shows pages shut on page 1, moved a panel right', () => {
    expect(poseOf(pages(6), 'cover')).toEqual({ hinges: [180, 180], shift: 1, turned: false });
  });

  it('half opens the panel hinged to the cover, keeping the two on show centred', () => {
    const trifold = poseOf(rollFold, 'half-open');
    expect(trifold.hinges).toEqual([60, 180]);
    // The cover (right third) and half a panel's foreshortened width beside it, on its left.
    expect(trifold.shift).toBeCloseTo(-0.75);
    expect(poseOf(pages(6), 'half-open').shift).toBeCloseTo(0.75);
  });

  it('lies open flat and turns over for the back, centring the panels a side has', () => {
    expect(poseOf(rollFold, 'open')).toMatchObject({ hinges: [0, 0], turned: false });
    expect(poseOf(rollFold, 'open').shift).toBeCloseTo(0);
    expect(poseOf(rollFold, 'back')).toMatchObject({ hinges: [0, 0], turned: true });
    expect(poseOf(rollFold, 'back').shift).toBeCloseTo(0);
    expect(poseOf(pages(2), 'open').shift).toBeCloseTo(0.5);
    expect(poseOf(pages(4), 'back').shift).toBeCloseTo(1);
  });

  it('draws nothing past a side\'s last panel, and "No image" only for a gap between panels', () => {
    const flyer = pages(1);
    expect(faceOf(flyer, 'left')).toEqual({ url: 'page 1' });
    expect(faceOf(flyer, 'middle')).toBe('none');
    expect(faceOf(flyer, 'rightBack')).toBe('none');
    const gap = { layout: 'pages' as const, panels: { ...pages(3).panels, middle: null } };
    expect(faceOf(gap, 'middle')).toBe('missing');
    const empty = { layout: 'pages' as const, panels: slotsFromSides<string>([], []) };
    expect(faceOf(empty, 'left')).toBe('missing');
    expect(faceOf(empty, 'middle')).toBe('none');
  });

  it("turns at once before a local flipbook's images are read, drawing nothing where they will be", () => {
    const loading: Brochure = {
      ...rollFold,
      panels: slotsFromSides<string>([], []),
      shape: rollFold.panels,
    };
    expect(stagesOf(loading)).toEqual(['cover', 'half-open', 'open', 'back']);
    expect(faceOf(loading, 'right')).toBe('none');
  });

  it('takes a phone from the cover through the rest in reading order', () => {
    expect(availablePanels(rollFold).map((p) => p.url)).toEqual([
      'front cover',
      'in 1',
      'in 2',
      'in 3',
      'flap',
      'back cover',
    ]);
    expect(stagesOf(pages(1))).toEqual(['cover']);
  });
});

describe('the folding brochure of a flipbook that reads right to left', () => {
  /** The roll fold printed right to left: front cover | back cover | flap, inside 3 | 2 | 1. */
  const rtlFold: Brochure = {
    layout: 'trifold',
    readsRtl: true,
    panels: slotsFromSides(['front cover', 'back cover', 'flap'], ['in 3', 'in 2', 'in 1']),
  };
  const rtlPages = (n: number): Brochure => ({ ...pages(n), readsRtl: true });

  it('shows a tri-fold shut on its front cover, the left third, moved a panel right', () => {
    expect(poseOf(rtlFold, 'cover')).toEqual({ hinges: [180, 180], shift: 1, turned: false });
    expect(stagePlaces(rtlFold).chain).toEqual(['left', 'middle', 'right']);
    expect(panelAlt(rtlFold, 'left')).toBe('Cover');
    expect(panelAlt(rtlFold, 'rightBack')).toBe('Inside 1');
  });

  it('shows pages shut on page 1, which lies on the right, and half opens page 2 on its left', () => {
    expect(poseOf(rtlPages(6), 'cover')).toEqual({ hinges: [180, 180], shift: -1, turned: false });
    expect(poseOf(rtlPages(6), 'half-open').shift).toBeCloseTo(-0.75);
    expect(stagePlaces(rtlPages(6)).front).toEqual(['right', 'middle', 'left']);
    expect(stagePlaces(rtlPages(6)).back).toEqual(['rightBack', 'middleBack', 'leftBack']);
  });

  it('centres the pages a side has, mirrored', () => {
    expect(poseOf(rtlPages(2), 'open').shift).toBeCloseTo(-0.5);
    expect(poseOf(rtlPages(4), 'back').shift).toBeCloseTo(-1);
    expect(poseOf(rtlFold, 'open').shift).toBeCloseTo(0);
  });

  it('takes a phone from the cover through the inside, as a left-to-right one', () => {
    expect(availablePanels(rtlFold).map((p) => p.url)).toEqual(
      availablePanels(rollFold).map((p) => p.url),
    );
    expect(availablePanels(rtlPages(6)).map((p) => p.url)).toEqual(
      availablePanels(pages(6)).map((p) => p.url),
    );
  });
});
