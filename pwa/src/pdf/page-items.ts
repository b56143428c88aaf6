import type { PageViewport, PDFPageProxy } from 'pdfjs-dist';
import type { PageItems, PageLink, PageText } from './panel-content-from-page';

/** The page at `width` pixels wide, as the worker draws it (rotation and crop box applied). */
export const viewportAt = (page: PDFPageProxy, width: number): PageViewport =>
  page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });

/**
 * Reads a page's links and text and places them on `viewport`, the one the page is drawn with:
 * its scale, rotation and crop box then apply to them exactly as to the pixels. Only types come
 * from pdf.js, so the same code runs on the worker's pdf.js and on the Node build in tests.
 */
export async function pageItems(page: PDFPageProxy, viewport: PageViewport): Promise<PageItems> {
  const [annotations, content] = await Promise.all([page.getAnnotations(), page.getTextContent()]);
  return {
    links: annotations.flatMap((annotation: unknown) => linkOf(annotation, viewport)),
    text: content.items.flatMap((item) => ('str' in item ? [textOf(item, viewport)] : [])),
  };
}

type Point = [number, number];

const toViewport = (viewport: PageViewport, [x, y]: Point): Point =>
  viewport.convertToViewportPoint(x, y) as Point;

const isRect = (rect: unknown): rect is [number, number, number, number] =>
  Array.isArray(rect) && rect.length === 4 && rect.every((n) => typeof n === 'number');

/**
 * A link annotation to a URL; links to a place in the PDF itself (`dest`) have none, and lead
 * nowhere once the pages are pictures.
 */
function linkOf(annotation: unknown, viewport: PageViewport): PageLink[] {
  const { subtype, url, rect } = (annotation ?? {}) as Record<string, unknown>;
  if (subtype !== 'Link' || typeof url !== 'string' || !isRect(rect)) return [];
  // Page rotations are quarter turns: two opposite corners still span the rectangle.
  const [x0, y0] = toViewport(viewport, [rect[0], rect[1]]);
  const [x1, y1] = toViewport(viewport, [rect[2], rect[3]]);
  return [{ url, rect: [x0, y0, x1, y1] }];
}

type TextRun = {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
};

/**
 * The box around a run of text. pdf.js gives its start on the baseline (`transform`, which maps
 * the font's space onto the page) and its length and height in page units, so the box is drawn
 * along the run's own direction and its four corners placed on the viewport.
 */
function textOf(item: TextRun, viewport: PageViewport): PageText {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const along = Math.hypot(a, b) || 1;
  const up = Math.hypot(c, d) || 1;
  const [ax, ay] = [(a / along) * item.width, (b / along) * item.width];
  const [ux, uy] = [(c / up) * item.height, (d / up) * item.height];
  const corners = (
    [
      [e, f],
      [e + ax, f + ay],
      [e + ux, f + uy],
      [e + ax + ux, f + ay + uy],
    ] as Point[]
  ).map((corner) => toViewport(viewport, corner));
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return {
    str: item.str,
    x: left,
    y: top,
    width: Math.max(...xs) - left,
    height: Math.max(...ys) - top,
    hasEOL: item.hasEOL,
  };
}
