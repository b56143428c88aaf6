import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PageLink,
  type PageText,
  panelBox,
  panelContentFromPage,
} from './panel-content-from-page';

/** A normal page drawn 900 px wide, and a tri-fold page drawn 2400 px wide (strips of 800 px). */
const PAGE = { width: 900, height: 1200 };
const TRI_FOLD = { width: 2400, height: 1800 };
const whole = panelBox(PAGE, null);
const strip = (index: number) => panelBox(TRI_FOLD, { index, of: 3 });

const link = (url: string, rect: PageLink['rect']): PageLink => ({ url, rect });
const linksOn = (links: PageLink[], box = whole) =>
  panelContentFromPage({ links, text: [] }, box).links;

const word = (str: string, x: number, y = 100, hasEOL = false): PageText => ({
  str,
  x,
  y,
  width: 60,
  height: 20,
  hasEOL,
});
const textOn = (text: PageText[], box = whole) =>
  panelContentFromPage({ links: [], text }, box).text;

describe('panelBox', () => {
  it('is the whole page, rounded as the worker draws it', () => {
    expect(panelBox({ width: 900.0000001, height: 1272.85 }, null)).toEqual({
      x: 0,
      width: 900,
      height: 1273,
    });
  });

  it('is an equal whole-pixel share of the page for each strip', () => {
    expect(
      [0, 1, 2].map((index) => panelBox({ width: 2401, height: 1697.4 }, { index, of: 3 })),
    ).toEqual([
      { x: 0, width: 800, height: 1697 },
      { x: 800, width: 800, height: 1697 },
      { x: 1600, width: 800, height: 1697 },
    ]);
  });
});

describe('panel links', () => {
  it('places a link of a whole page as fractions of the page, whatever the corner order', () => {
    expect(linksOn([link('https://example.com/', [450, 240, 90, 120])])).toEqual([
      { url: 'https://example.com/', x: 0.1, y: 0.1, width: 0.4, height: 0.1 },
    ]);
  });

  it('cuts a link across a fold into a part on each strip it covers', () => {
    const across = [link('https://example.com/', [700, 180, 900, 360])];
    expect(linksOn(across, strip(0))).toEqual([
      { url: 'https://example.com/', x: 0.875, y: 0.1, width: 0.125, height: 0.1 },
    ]);
    expect(linksOn(across, strip(1))).toEqual([
      { url: 'https://example.com/', x: 0, y: 0.1, width: 0.125, height: 0.1 },
    ]);
    expect(linksOn(across, strip(2))).toEqual([]);
  });

  it('places a link wholly on the middle strip relative to that strip', () => {
    expect(linksOn([link('tel:+441234567890', [1000, 900, 1200, 1080])], strip(1))).toEqual([
      { url: 'tel:+441234567890', x: 0.25, y: 0.5, width: 0.25, height: 0.1 },
    ]);
  });

  it('leaves out a link that only touches the panel, and one with no area', () => {
    const touching = link('https://example.com/a', [700, 100, 800, 200]);
    const flat = link('https://example.com/b', [100, 100, 300, 100]);
    expect(linksOn([touching, flat], strip(1))).toEqual([]);
  });

  it('cuts a link that runs off the page to the page', () => {
    expect(linksOn([link('https://example.com/', [-90, -120, 90, 120])])).toEqual([
      { url: 'https://example.com/', x: 0, y: 0, width: 0.1, height: 0.1 },
    ]);
    expect(linksOn([link('https://example.com/', [810, 1080, 1000, 1300])])).toEqual([
      { url: 'https://example.com/', x: 0.9, y: 0.9, width: 0.1, height: 0.1 },
    ]);
  });

  it('keeps web, e-mail and phone links and drops every other kind', () => {
    const urls = [
      'http://example.com/',
      'https://example.com/spring',
      'mailto:hello@example.com',
      'tel:+441234567890',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'not a url',
      `https://example.com/${'a'.repeat(2000)}`,
    ];
    const links = urls.map((url, i) => link(url, [10, i * 100, 100, i * 100 + 50]));
    expect(linksOn(links).map((l) => l.url)).toEqual(urls.slice(0, 4));
  });

  it('keeps the first 50 links in reading order: top to bottom, then left to right', () => {
    // Listed bottom up, two to a row, right one first.
    const links = Array.from({ length: 30 }, (_, row) => 29 - row).flatMap((row) => [
      link(`https://example.com/${row}/right`, [500, row * 40, 600, row * 40 + 20]),
      link(`https://example.com/${row}/left`, [100, row * 40, 200, row * 40 + 20]),
    ]);
    const kept = linksOn(links);
    expect(kept).toHaveLength(50);
    expect(kept.slice(0, 3).map((l) => l.url)).toEqual([
      'https://example.com/0/left',
      'https://example.com/0/right',
      'https://example.com/1/left',
    ]);
    expect(kept.at(-1)?.url).toBe('https://example.com/24/right');
  });

  it('always gives fractions within the panel, to 4 decimals', () => {
    const coordinate = fc.double({ min: -3000, max: 3000, noNaN: true });
    fc.assert(
      fc.property(
        fc.tuple(coordinate, coordinate, coordinate, coordinate),
        fc.integer({ min: 0, max: 2 }),
        (rect, index) => {
          for (const found of linksOn([link('https://example.com/', rect)], strip(index))) {
            for (const n of [found.x, found.y, found.width, found.height]) {
              expect(n).toBeGreaterThanOrEqual(0);
              expect(Math.round(n * 10_000) / 10_000).toBe(n);
            }
            expect(found.width).toBeGreaterThan(0);
            expect(found.height).toBeGreaterThan(0);
            expect(found.x + found.width).toBeLessThanOrEqual(1);
            expect(found.y + found.height).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('ignores a link whose rectangle is not a number', () => {
    expect(linksOn([link('https://example.com/', [0, 0, Number.NaN, 100])])).toEqual([]);
  });
});

describe('panel text', () => {
  it('joins the runs of a page in their order, a line break after each line', () => {
    const text = [
      word('Visit', 100),
      word('our', 170),
      word('shop', 240, 100, true),
      word('Open   daily', 100, 140),
    ];
    expect(textOn(text)).toBe('Visit our shop\nOpen daily');
  });

  it('gives each strip the runs whose middle is on it', () => {
    const text = [
      word('left', 100),
      // 770 to 830: its middle is past the first fold.
      word('fold', 770),
      word('middle', 1000),
      word('right', 2000),
    ];
    expect([0, 1, 2].map((index) => textOn(text, strip(index)))).toEqual([
      'left',
      'fold middle',
      'right',
    ]);
  });

  it('leaves out runs off the page, such as text outside the crop box', () => {
    expect(textOn([word('above', 100, -100), word('kept', 100), word('beside', 1000)])).toBe(
      'kept',
    );
  });

  it('collapses runs of spaces and line breaks, and trims the ends', () => {
    const text = [
      word('  Quillwort\t ', 100, 100, true),
      word('', 100, 120, true),
      word('\u0000grows\u0007here ', 100, 140),
    ];
    expect(textOn(text)).toBe('Quillwort\ngrows here');
  });

  it('is empty for a page without text', () => {
    expect(textOn([])).toBe('');
    expect(textOn([word(' ', 100, 100, true)])).toBe('');
  });

  it('cuts long text to 5,000 characters after the last whole word', () => {
    const text = textOn([word('lorem ipsum '.repeat(600), 100)]);
    expect(text.length).toBeLessThanOrEqual(5000);
    expect(text.length).toBeGreaterThan(4980);
    expect(text.endsWith('lorem') || text.endsWith('ipsum')).toBe(true);
  });

  it('cuts at exactly 5,000 characters when the text has no word boundary', () => {
    expect(textOn([word('x'.repeat(6000), 100)])).toBe('x'.repeat(5000));
  });

  it('keeps text that fills exactly 5,000 characters whole', () => {
    const full = `${'ab '.repeat(1666)}ab`;
    expect(full).toHaveLength(5000);
    expect(textOn([word(full, 100)])).toBe(full);
  });
});
