import { offersTriFold, type PdfProblem } from '#core/pdf-rules';
import { type ConvertedPdf, convertPdf } from './convert-pdf';
import { inspectPdf } from './inspect-pdf';
import { withPdf } from './pdf-engine';

/**
 * Checks and converts a flipbook's re-annotated PDF with the upload's own steps, so it is made
 * into panels exactly as it was on upload. It is split as a tri-fold when the flipbook
 * was (three panels for each page), as the pages cannot have changed.
 */
export async function panelsFromPdf(
  pdf: Blob,
  panelCount: number,
): Promise<{ ok: true; panels: ConvertedPdf } | { ok: false; problem: PdfProblem }> {
  return withPdf(pdf, async (handle) => {
    const validation = await inspectPdf(handle);
    const problem = validation.errors[0];
    if (problem) return { ok: false, problem };
    const splitTriFold = offersTriFold(validation.pages) && panelCount === validation.pages * 3;
    const panels = await convertPdf(handle, validation.pages, { splitTriFold });
    for (const bitmap of [...panels.previews.front, ...panels.previews.back]) bitmap.close();
    return { ok: true, panels };
  });
}
