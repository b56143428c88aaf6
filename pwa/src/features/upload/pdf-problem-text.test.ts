import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerError } from '#core/pdf-editor-errors';
import { type PdfProblem, unreadPdf, validatePdf } from '#core/pdf-rules';
import { currentLocale, domainReady, showIn, t } from '#pwa/i18n/i18n';
import '../library/library-texts';
import { pdfProblemText } from './pdf-problem-text';

beforeAll(() => domainReady('library'));
// showIn names the page's language and direction on the document.
beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));
afterEach(async () => {
  await showIn('en');
  vi.unstubAllGlobals();
});

const said = (problems: PdfProblem[]) => problems.map((p) => pdfProblemText(p, t, currentLocale()));
const WIDE = { width: 1600, height: 900 };
const A4 = { width: 595.28, height: 841.89 };

describe("a PDF's refusals in the upload row", () => {
  it("keep the product's English word for word", () => {
    expect(said(validatePdf(0, []).errors)).toEqual(['PDF has no pages.']);
    expect(said(validatePdf(7, Array(7).fill(A4)).errors)).toEqual([
      'PDF has 7 pages; maximum allowed is 6.',
    ]);
    expect(said(validatePdf(2, [A4, WIDE]).errors)).toEqual([
      'Page 2 aspect ratio 0.56 is not close to A4/A5/Letter portrait.',
    ]);
    expect(said(unreadPdf('notPdf').errors)).toEqual(['Only PDF files are allowed.']);
    expect(said(unreadPdf('unparseable').errors)).toEqual(['Failed to parse PDF.']);
    expect(said(unreadPdf('readerUnavailable').errors)).toEqual([
      'The PDF reader could not be loaded. Check your connection, then remove the file and add it again.',
    ]);
  });

  it("are worded in the page's language, its decimal comma and plural included", async () => {
    await showIn('de');
    expect(said(validatePdf(2, [A4, WIDE]).errors)).toEqual([
      'Das Seitenverhältnis 0,56 von Seite 2 liegt nicht nahe an A4/A5/Letter im Hochformat.',
    ]);
    expect(said(validatePdf(7, Array(7).fill(A4)).errors)).toEqual([
      'Das PDF hat 7 Seiten; erlaubt sind höchstens 6.',
    ]);
    await showIn('pl');
    expect(said([{ code: 'tooManyPages', pages: 22 }])).toEqual([
      'Plik PDF ma 22 strony; dozwolone maksimum to 6.',
    ]);
  });
});

describe("the editor's failures to open a PDF", () => {
  const shown = (name: string | undefined) => t(`library.pdf.viewer.${viewerError(name)}`);

  it("keep the product's English word for word, and are German in German", async () => {
    expect(shown('InvalidPDFException')).toBe('Invalid or corrupted PDF file.');
    expect(shown('NotFoundError')).toBe('Missing PDF file.');
    expect(shown(undefined)).toBe('An error occurred while loading the PDF.');
    await showIn('de');
    expect(shown('InvalidPDFException')).toBe('Ungültige oder beschädigte PDF-Datei.');
  });
});
