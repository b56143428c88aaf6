import { PDF_LIMITS } from '#core/limits';
import { type PdfValidation, validatePdf } from '#core/pdf-rules';
import type { PdfHandle } from './pdf-engine';

/** Reads an open PDF's page count and first pages' sizes (rotation and crop box included) and judges them. */
export async function inspectPdf(pdf: PdfHandle): Promise<PdfValidation> {
  const { numPages, sizes } = await pdf.inspect(PDF_LIMITS.maxPages);
  return validatePdf(numPages, sizes);
}
