import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PDF_LIMITS } from '../../../../core/limits';
import { type PdfValidation, validatePdf } from '../../../../core/pdf-rules';

/** Reads an open PDF's page count and first pages' sizes (rotation and crop box included) and judges them. */
export async function inspectPdf(pdf: PDFDocumentProxy): Promise<PdfValidation> {
  const first = Array.from(
    { length: Math.min(pdf.numPages, PDF_LIMITS.maxPages) },
    (_, i) => i + 1,
  );
  const sizes = await Promise.all(
    first.map(async (n) => {
      const page = await pdf.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      return { width, height };
    }),
  );
  return validatePdf(pdf.numPages, sizes);
}
