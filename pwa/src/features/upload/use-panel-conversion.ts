import { useCallback, useRef } from 'react';
import { type ConvertedPdf, convertPdf } from '../../pdf/convert-pdf';
import type { PdfHandle } from '../../pdf/pdf-engine';
import { release } from './use-file-list';

export type ConversionProgress = { done: number; total: number } | null;

/**
 * Makes a row's panels, with progress. Only the row's latest conversion counts: panels finished
 * after a newer one started (the tri-fold switch, an annotated copy), or after the row went, are
 * freed.
 */
export function usePanelConversion(
  patch: (
    id: string,
    change: { panels?: ConvertedPdf | null; progress: ConversionProgress },
  ) => void,
) {
  const generation = useRef(new Map<string, number>());

  const convert = useCallback(
    async (
      item: { id: string; file: File },
      splitTriFold: boolean,
      pdf: PdfHandle,
      numPages: number,
    ) => {
      const run = (generation.current.get(item.id) ?? 0) + 1;
      generation.current.set(item.id, run);
      patch(item.id, { panels: null, progress: { done: 0, total: 1 } });
      try {
        const panels = await convertPdf(pdf, numPages, { splitTriFold }, (done, total) => {
          if (generation.current.get(item.id) === run)
            patch(item.id, { progress: { done, total } });
        });
        if (generation.current.get(item.id) !== run) {
          release(panels);
          return;
        }
        patch(item.id, { panels, progress: null });
      } catch (err) {
        // A file whose panels cannot be made is left out of the previews (docs/product-rules.md).
        console.error('Panel conversion failed', item.file.name, err);
        patch(item.id, { progress: null });
      }
    },
    [patch],
  );

  /** A removed row's conversion under way is moot. */
  const forget = useCallback((id: string) => generation.current.delete(id), []);

  return { convert, forget };
}
