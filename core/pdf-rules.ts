import { displayLine } from './human-text';
import { PDF_LIMITS } from './limits';

/** The client-side PDF rules and messages (docs/product-rules.md, "PDF files"). */
export const PDF_MESSAGES = {
  notPdf: 'Only PDF files are allowed.',
  notPdfDrop: 'Only PDF files are allowed. Please select valid PDF documents.',
  noPages: 'PDF has no pages.',
  tooManyPages: (pages: number) =>
    `PDF has ${pages} pages; maximum allowed is ${PDF_LIMITS.maxPages}.`,
  badRatio: (page: number, ratio: number) =>
    `Page ${page} aspect ratio ${ratio.toFixed(2)} is not close to A4/A5/Letter portrait.`,
  unparseable: 'Failed to parse PDF.',
  /** The file may be fine, the reader (pdf.js) never arrived, e.g. offline. */
  readerUnavailable:
    'The PDF reader could not be loaded. Check your connection, then remove the file and add it again.',
  fixInvalid: 'Please fix invalid PDFs before proceeding.',
  /** The home page's zone takes one file at a time: what it says when more arrive at once. */
  oneAtATime: 'One file at a time',
  onlyOneAdded: (name: string) => `Only “${name}” was added: drop or pick one PDF at a time.`,
  hint: `PDF only • A4/A5/Letter portrait accepted • Up to ${PDF_LIMITS.maxPages} pages • Can auto-split tri-fold pages`,
} as const;

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
  errors: string[];
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
  const errors: string[] = [];
  if (pages === 0) errors.push(PDF_MESSAGES.noPages);
  if (pages > PDF_LIMITS.maxPages) errors.push(PDF_MESSAGES.tooManyPages(pages));
  pageSizes.forEach((size, i) => {
    // Rounded as shown, so a page shown as 0.80 is never refused for being 0.8001.
    const shown = Math.round(size.ratio * 100) / 100;
    if (shown < PDF_LIMITS.minRatio || shown > PDF_LIMITS.maxRatio)
      errors.push(PDF_MESSAGES.badRatio(i + 1, size.ratio));
  });
  return { ok: errors.length === 0, pages, pageSizes, errors };
}

const unread = (error: string): PdfValidation => ({
  ok: false,
  pages: 0,
  pageSizes: [],
  errors: [error],
});

export const unparseablePdf = () => unread(PDF_MESSAGES.unparseable);

/** A file that could not be read because the PDF reader itself could not be loaded. */
export const unreadablePdf = () => unread(PDF_MESSAGES.readerUnavailable);

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
