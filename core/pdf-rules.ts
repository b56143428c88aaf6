import { displayLine } from './human-text';
import { PDF_LIMITS } from './limits';

/**
 * Why a file cannot become a flipbook (docs/product-rules.md, "PDF files"), by code and values: the
 * page words each in its language (the library catalogue's 'library.pdf.*').
 */
export type PdfProblem =
  | { code: 'notPdf' }
  | { code: 'noPages' }
  | { code: 'tooManyPages'; pages: number }
  /** `page` counts from 1; `ratio` is the short side over the long. */
  | { code: 'badRatio'; page: number; ratio: number }
  | { code: 'unparseable' }
  /** The file may be fine, the reader (pdf.js) never arrived, e.g. offline. */
  | { code: 'readerUnavailable' };

export interface PageSize {
  width: number;
  height: number;
  /** Short side over long side. */
  ratio: number;
  orientation: 'portrait' | 'landscape';
}

export interface PdfValidation {
  ok: boolean;
  pages: number;
  pageSizes: PageSize[];
  errors: PdfProblem[];
}

export function pageSize(width: number, height: number): PageSize {
  return {
    width,
    height,
    ratio: Math.min(width, height) / Math.max(width, height),
    orientation: height >= width ? 'portrait' : 'landscape',
  };
}

/** Validates a parsed PDF from its page count and the sizes of (up to) its first 6 pages. */
export function validatePdf(
  pages: number,
  sizes: Array<{ width: number; height: number }>,
): PdfValidation {
  const pageSizes = sizes.slice(0, PDF_LIMITS.maxPages).map((s) => pageSize(s.width, s.height));
  const errors: PdfProblem[] = [];
  if (pages === 0) errors.push({ code: 'noPages' });
  if (pages > PDF_LIMITS.maxPages) errors.push({ code: 'tooManyPages', pages });
  pageSizes.forEach((size, i) => {
    // Rounded as shown, so a page shown as 0.80 is never refused for being 0.8001.
    const shown = Math.round(size.ratio * 100) / 100;
    if (shown < PDF_LIMITS.minRatio || shown > PDF_LIMITS.maxRatio)
      errors.push({ code: 'badRatio', page: i + 1, ratio: size.ratio });
  });
  return { ok: errors.length === 0, pages, pageSizes, errors };
}

/** A file refused before any of its pages could be judged. */
export const unreadPdf = (code: 'notPdf' | 'unparseable' | 'readerUnavailable'): PdfValidation => ({
  ok: false,
  pages: 0,
  pageSizes: [],
  errors: [{ code }],
});

export function isPdfFile(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

/** The tri-fold split is offered (and on by default) for files of 2 pages or fewer. */
export const offersTriFold = (pages: number) => pages > 0 && pages <= PDF_LIMITS.triFoldMaxPages;

export interface RenderStep {
  /** 0-based page index. */
  page: number;
  width: number;
  /** Where the result goes; a tri-fold page yields three strips for that side. */
  side: 'front' | 'back';
  split: boolean;
}

/** Which pages are rendered at what width and where their panels go. */
export function renderPlan(pages: number, splitTriFold: boolean): RenderStep[] {
  if (splitTriFold && offersTriFold(pages)) {
    return Array.from({ length: pages }, (_, page) => ({
      page,
      width: PDF_LIMITS.triFoldWidth,
      side: page === 0 ? ('front' as const) : ('back' as const),
      split: true,
    }));
  }
  const limit = Math.min(pages, PDF_LIMITS.panelsPerSide * 2);
  return Array.from({ length: limit }, (_, page) => ({
    page,
    width: PDF_LIMITS.normalWidth,
    side: page < PDF_LIMITS.panelsPerSide ? ('front' as const) : ('back' as const),
    split: false,
  }));
}

/**
 * The title of a flipbook made from a file: its name without the .pdf extension, with nothing unseen
 * in it (core/human-text.ts), as the server takes titles.
 */
export const titleFromFileName = (name: string) => displayLine(name.replace(/\.pdf$/i, ''));
