import { describe, expect, it } from 'vitest';
import { PDF_LIMITS, PIXEL_LIMITS } from './limits';
import {
  isPdfFile,
  offersTriFold,
  pageSize,
  renderPlan,
  titleFromFileName,
  unreadPdf,
  validatePdf,
} from './pdf-rules';

const A4 = { width: 595.28, height: 841.89 };
const A5 = { width: 419.53, height: 595.28 };
const LETTER_LANDSCAPE = { width: 792, height: 612 };
const WIDE = { width: 1600, height: 900 };

describe('PDF validation', () => {
  it.each([
    ['a 3-page A4', 3, [A4, A4, A4], []],
    ['a 6-page A5', 6, Array(6).fill(A5), []],
    ['a 2-page Letter landscape', 2, [LETTER_LANDSCAPE, LETTER_LANDSCAPE], []],
    ['an empty PDF', 0, [], [{ code: 'noPages' }]],
    ['a 7-page A4', 7, Array(7).fill(A4), [{ code: 'tooManyPages', pages: 7 }]],
    ['a 16:9 page', 1, [WIDE], [{ code: 'badRatio', page: 1, ratio: 0.5625 }]],
    [
      'a square second page',
      2,
      [A4, { width: 500, height: 500 }],
      [{ code: 'badRatio', page: 2, ratio: 1 }],
    ],
  ])('judges %s', (_, pages, sizes, errors) => {
    const result = validatePdf(pages as number, sizes as Array<{ width: number; height: number }>);
    expect(result.errors).toEqual(errors);
    expect(result.ok).toBe((errors as unknown[]).length === 0);
  });

  it('checks only the first 6 pages and reports each one’s size and orientation', () => {
    const result = validatePdf(8, [...Array(6).fill(A4), WIDE, WIDE]);
    expect(result.pageSizes).toHaveLength(6);
    expect(result.pageSizes[0]).toMatchObject({ orientation: 'portrait' });
    expect(result.pageSizes[0]?.ratio).toBeCloseTo(210 / 297, 3);
    expect(result.errors).toEqual([{ code: 'tooManyPages', pages: 8 }]);
  });

  it('rounds the page ratio to two decimals before comparing it with the limits', () => {
    const judged = (width: number) =>
      validatePdf(1, [{ width, height: 10_000 }]).errors.map((e) => e.code);
    // 0.8049 shows as 0.80 and 0.6451 as 0.65: both accepted, though outside 0.65-0.8 unrounded.
    expect(judged(8049)).toEqual([]);
    expect(judged(6451)).toEqual([]);
    expect(judged(8051)).toEqual(['badRatio']);
    expect(judged(6449)).toEqual(['badRatio']);
  });

  it('accepts the limits themselves: a ratio of exactly 0.65 or 0.80', () => {
    expect(
      validatePdf(2, [
        { width: 65, height: 100 },
        { width: 80, height: 100 },
      ]).ok,
    ).toBe(true);
  });

  it('calls a square page portrait and a wide one landscape, with the short side over the long', () => {
    expect(pageSize(500, 500)).toEqual({
      width: 500,
      height: 500,
      ratio: 1,
      orientation: 'portrait',
    });
    expect(pageSize(1000, 500)).toEqual({
      width: 1000,
      height: 500,
      ratio: 0.5,
      orientation: 'landscape',
    });
  });

  it('reports a PDF it could not parse, or could not read for want of the reader, as invalid', () => {
    expect(unreadPdf('unparseable')).toEqual({
      ok: false,
      pages: 0,
      pageSizes: [],
      errors: [{ code: 'unparseable' }],
    });
    expect(unreadPdf('readerUnavailable').errors).toEqual([{ code: 'readerUnavailable' }]);
  });
});

describe('the render plan', () => {
  it('puts the first 3 pages at 900 px on the front and the rest on the back, 6 at most', () => {
    expect(renderPlan(5, false).map((s) => `${s.page}:${s.side}:${s.width}`)).toEqual([
      '0:front:900',
      '1:front:900',
      '2:front:900',
      '3:back:900',
      '4:back:900',
    ]);
    expect(renderPlan(6, false)).toHaveLength(6);
  });

  it('splits a tri-fold of 2 pages at 2400 px: page 1 front, page 2 back', () => {
    expect(renderPlan(2, true)).toEqual([
      { page: 0, width: 2400, side: 'front', split: true },
      { page: 1, width: 2400, side: 'back', split: true },
    ]);
    expect(renderPlan(3, true).every((s) => !s.split)).toBe(true);
  });

  it('offers the tri-fold split for 1 or 2 pages only', () => {
    expect([0, 1, 2, 3].map(offersTriFold)).toEqual([false, true, true, false]);
  });
});

describe('files', () => {
  it('accepts PDFs by type or, without a type, by name, and titles them without .pdf', () => {
    expect(isPdfFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'a.PDF', type: '' })).toBe(true);
    expect(isPdfFile({ name: 'a.png', type: 'image/png' })).toBe(false);
    expect(titleFromFileName('Spring Menu.PDF')).toBe('Spring Menu');
  });

  it('judges a typed file by its type and an untyped one by the end of its name', () => {
    expect(isPdfFile({ name: 'a.pdf', type: 'image/png' })).toBe(false);
    expect(isPdfFile({ name: 'a.pdf.png', type: '' })).toBe(false);
    expect(titleFromFileName('menu.pdfs.pdf')).toBe('menu.pdfs');
  });

  it('draws no panel and no flipbook the server would refuse for its pixels, with a quarter to spare', () => {
    // The tallest and the widest pages the rules take, drawn as the converter draws them.
    for (const ratio of [PDF_LIMITS.minRatio - 0.004, PDF_LIMITS.maxRatio + 0.004]) {
      expect(validatePdf(1, [{ width: 100 * ratio, height: 100 }]).ok).toBe(true);
      for (const heightOverWidth of [1 / ratio, ratio]) {
        for (const split of [false, true]) {
          const panels = renderPlan(split ? 2 : PDF_LIMITS.maxPages, split).flatMap((step) => {
            const height = Math.round(step.width * heightOverWidth);
            const width = step.split ? Math.floor(step.width / 3) : step.width;
            return Array.from({ length: step.split ? 3 : 1 }, () => ({ width, height }));
          });
          const pixels = panels.map((p) => p.width * p.height);
          const [first] = panels;
          const thumbnail =
            PDF_LIMITS.thumbnailWidth *
            Math.round(((first?.height ?? 0) * PDF_LIMITS.thumbnailWidth) / (first?.width ?? 1));
          expect(Math.max(...pixels) * 1.25).toBeLessThanOrEqual(PIXEL_LIMITS.maxImagePixels);
          const all = pixels.reduce((a, b) => a + b, thumbnail);
          expect(all * 1.25).toBeLessThanOrEqual(PIXEL_LIMITS.maxRequestPixels);
        }
      }
    }
  });
});
