import { PDF_LIMITS } from '../../../../core/limits';
import { type PdfValidation, unparseablePdf, validatePdf } from '../../../../core/pdf-rules';
import { openPdf } from './pdf-engine';

/** Reads a PDF's page count and first pages' sizes (rotation and crop box included) and judges them. */
export async function inspectPdf(file: Blob): Promise<PdfValidation> {
  let opened: Awaited<ReturnType<typeof openPdf>> | null = null;
  try {
    opened = await openPdf(file, { forRendering: false });
    const { document } = opened;
    const sizes: Array<{ width: number; height: number }> = [];
    for (let n = 1; n <= Math.min(document.numPages, PDF_LIMITS.maxPages); n++) {
      const page = await document.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      sizes.push({ width, height });
      page.cleanup();
    }
    return validatePdf(document.numPages, sizes);
  } catch {
    return unparseablePdf();
  } finally {
    await opened?.task.destroy();
  }
}
