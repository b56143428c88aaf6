import { degrees, PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PanelContent } from '#core/panel-content';
import { addLinkAnnotation } from '#pwa-test/link-annotation';
import { loadPdfJs, type PdfJs } from '#pwa-test/pdfjs-in-node';
import { pageItems, viewportAt } from './page-items';
import { panelBox, panelContentFromPage } from './panel-content-from-page';

let pdfjs: PdfJs;

beforeAll(async () => {
  pdfjs = await loadPdfJs();
});

const A4 = { width: 595.28, height: 841.89 };

/** A one-page PDF made by `draw`, with Helvetica to write with. */
async function onePagePdf(
  size: { width: number; height: number },
  draw: (page: PDFPage, doc: PDFDocument) => Promise<void> | void,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([size.width, size.height]);
  await draw(page, doc);
  return doc.save();
}

/**
 * The content of each panel of the PDF's first page, read by real pdf.js along the worker's own
 * path: the viewport it draws with, the page's items on it, then each panel's box.
 */
async function panelsOf(
  bytes: Uint8Array,
  width: number,
  strips: number | null,
): Promise<PanelContent[]> {
  const task = pdfjs.getDocument({ data: bytes, verbosity: pdfjs.VerbosityLevel.ERRORS });
  try {
    const page = await (await task.promise).getPage(1);
    const viewport = viewportAt(page, width);
    const items = await pageItems(page, viewport);
    const boxes = strips
      ? Array.from({ length: strips }, (_, index) => panelBox(viewport, { index, of: strips }))
      : [panelBox(viewport, null)];
    return boxes.map((box) => panelContentFromPage(items, box));
  } finally {
    await task.destroy();
  }
}

async function write(page: PDFPage, text: string, at: { x: number; y: number }, size = 20) {
  const font = await page.doc.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { ...at, size, font, color: rgb(0.1, 0.1, 0.1) });
}

/** Expects `found` to be the area `expected` to 3 decimals (a pixel of a 900 px panel is ~0.001). */
function expectArea(
  found: { x: number; y: number; width: number; height: number } | undefined,
  expected: { x: number; y: number; width: number; height: number },
) {
  expect(found).toBeDefined();
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(found?.[key], key).toBeCloseTo(expected[key], 3);
}

describe('page items, read by pdf.js', () => {
  it('finds the text and the web link of a plain page where they are shown', async () => {
    const bytes = await onePagePdf(A4, async (page) => {
      await write(page, 'Visit our shop', { x: 100, y: 700 });
      addLinkAnnotation(page, 'https://shop.example.com/spring', {
        x: 100,
        y: 695,
        width: 150,
        height: 25,
      });
    });
    const [panel] = await panelsOf(bytes, 900, null);
    expect(panel?.text).toBe('Visit our shop');
    expect(panel?.links.map((l) => l.url)).toEqual(['https://shop.example.com/spring']);
    expectArea(panel?.links[0], {
      x: 100 / A4.width,
      y: (A4.height - 720) / A4.height,
      width: 150 / A4.width,
      height: 25 / A4.height,
    });
  });

  it('leaves out links to places in the PDF itself and links pdf.js finds unsafe', async () => {
    const bytes = await onePagePdf(A4, (page, doc) => {
      const { context } = doc;
      const toItself = context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [100, 100, 200, 150],
        Border: [0, 0, 0],
        Dest: [page.ref, 'XYZ', null, null, null],
      });
      page.node.addAnnot(context.register(toItself));
      addLinkAnnotation(page, 'javascript:alert(1)', { x: 100, y: 200, width: 100, height: 50 });
      addLinkAnnotation(page, 'mailto:hello@example.com', {
        x: 100,
        y: 300,
        width: 100,
        height: 50,
      });
    });
    const [panel] = await panelsOf(bytes, 900, null);
    expect(panel?.links.map((l) => l.url)).toEqual(['mailto:hello@example.com']);
  });

  it('turns the links and text of a page rotated a quarter turn with the page', async () => {
    // A landscape page turned 90° clockwise shows as portrait: its bottom left corner is shown at
    // the top left, its x running down the shown page and its y running across it.
    const landscape = { width: A4.height, height: A4.width };
    const bytes = await onePagePdf(landscape, async (page) => {
      await write(page, 'Turned', { x: 100, y: 400 });
      addLinkAnnotation(page, 'https://example.com/turned', {
        x: 100,
        y: 400,
        width: 150,
        height: 25,
      });
      page.setRotation(degrees(90));
    });
    const [panel] = await panelsOf(bytes, 900, null);
    expect(panel?.text).toBe('Turned');
    expectArea(panel?.links[0], {
      x: 400 / A4.width,
      y: 100 / A4.height,
      width: 25 / A4.width,
      height: 150 / A4.height,
    });
  });

  it('places a rotated page’s text in a box that runs down the shown page', async () => {
    const bytes = await onePagePdf({ width: A4.height, height: A4.width }, async (page) => {
      await write(page, 'Turned', { x: 100, y: 400 });
      page.setRotation(degrees(90));
    });
    const task = pdfjs.getDocument({ data: bytes, verbosity: pdfjs.VerbosityLevel.ERRORS });
    const page = await (await task.promise).getPage(1);
    const viewport = viewportAt(page, A4.width);
    const [run] = (await pageItems(page, viewport)).text;
    await task.destroy();
    // At scale 1: the baseline is at y = 400 of the page, the text 20 units tall above it.
    expect(run?.x).toBeCloseTo(400, 1);
    expect(run?.width).toBeCloseTo(20, 1);
    expect(run?.y).toBeCloseTo(100, 1);
    expect(run?.height).toBeGreaterThan(50);
  });

  it('measures links from the crop box and leaves out what it cuts away', async () => {
    const crop = { x: 50, y: 100, width: 400, height: 560 };
    const bytes = await onePagePdf(A4, async (page) => {
      await write(page, 'Inside', { x: 60, y: 600 });
      await write(page, 'Outside', { x: 480, y: 780 });
      addLinkAnnotation(page, 'https://example.com/in', { x: 100, y: 500, width: 100, height: 40 });
      addLinkAnnotation(page, 'https://example.com/out', {
        x: 460,
        y: 700,
        width: 100,
        height: 40,
      });
      page.setCropBox(crop.x, crop.y, crop.width, crop.height);
    });
    const [panel] = await panelsOf(bytes, 900, null);
    expect(panel?.text).toBe('Inside');
    expect(panel?.links.map((l) => l.url)).toEqual(['https://example.com/in']);
    expectArea(panel?.links[0], {
      x: (100 - crop.x) / crop.width,
      y: (crop.y + crop.height - 540) / crop.height,
      width: 100 / crop.width,
      height: 40 / crop.height,
    });
  });

  it('shares a tri-fold page out between its strips, a link across a fold on both', async () => {
    const bytes = await onePagePdf(A4, async (page) => {
      await write(page, 'Left', { x: 40, y: 700 });
      await write(page, 'Middle', { x: 260, y: 700 });
      await write(page, 'Right', { x: 450, y: 700 });
      addLinkAnnotation(page, 'https://example.com/fold', {
        x: 150,
        y: 600,
        width: 100,
        height: 30,
      });
    });
    const panels = await panelsOf(bytes, 2400, 3);
    expect(panels.map((p) => p.text)).toEqual(['Left', 'Middle', 'Right']);
    // Strips are 800 px of the page drawn 2400 px wide.
    const scale = 2400 / A4.width;
    const y = (A4.height - 630) / A4.height;
    const height = 30 / A4.height;
    expectArea(panels[0]?.links[0], {
      x: (150 * scale) / 800,
      y,
      width: 1 - (150 * scale) / 800,
      height,
    });
    expectArea(panels[1]?.links[0], { x: 0, y, width: (250 * scale - 800) / 800, height });
    expect(panels[2]?.links).toEqual([]);
  });
});
