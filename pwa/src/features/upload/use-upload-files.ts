import { useCallback, useRef, useState } from 'react';
import {
  isPdfFile,
  offersTriFold,
  PDF_MESSAGES,
  type PdfValidation,
  unparseablePdf,
  unreadablePdf,
} from '../../../../core/pdf-rules';
import { toast } from '../../ui/toast';
import { type ConvertedPdf, convertPdf } from './convert-pdf';
import { inspectPdf } from './inspect-pdf';
import { type PdfHandle, PdfReaderUnavailable, withPdf } from './pdf-engine';

export interface UploadFile {
  id: string;
  file: File;
  /** null while the file is being read. */
  validation: PdfValidation | null;
  splitTriFold: boolean;
  panels: ConvertedPdf | null;
  progress: { done: number; total: number } | null;
  /** The file is an annotated copy made in the editor: it is kept with the flipbook. */
  annotated?: boolean;
}

const notPdf = (): PdfValidation => ({
  ok: false,
  pages: 0,
  pageSizes: [],
  errors: [PDF_MESSAGES.notPdf],
});

/**
 * The zone's file list: reading, validating and converting each file, with progress. The home zone
 * takes one file at a time: a new one replaces the old.
 */
export function useUploadFiles() {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const generation = useRef(new Map<string, number>());

  const patch = useCallback((id: string, change: Partial<UploadFile>) => {
    setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...change } : f)));
  }, []);

  /** Gives a file new panels (or none yet), freeing the previews of the ones it had. */
  const setPanels = useCallback(
    (id: string, panels: ConvertedPdf | null, progress: UploadFile['progress']) => {
      setFiles((list) =>
        list.map((f) => {
          if (f.id !== id) return f;
          release(f.panels);
          return { ...f, panels, progress };
        }),
      );
    },
    [],
  );

  const convert = useCallback(
    async (item: UploadFile, splitTriFold: boolean, pdf: PdfHandle, numPages: number) => {
      const run = (generation.current.get(item.id) ?? 0) + 1;
      generation.current.set(item.id, run);
      setPanels(item.id, null, { done: 0, total: 1 });
      try {
        const panels = await convertPdf(pdf, numPages, { splitTriFold }, (done, total) => {
          if (generation.current.get(item.id) === run)
            patch(item.id, { progress: { done, total } });
        });
        if (generation.current.get(item.id) !== run) {
          release(panels);
          return;
        }
        setPanels(item.id, panels, null);
      } catch (err) {
        // A file whose panels cannot be made is left out of the previews (docs/product-rules.md).
        console.error('Panel conversion failed', item.file.name, err);
        patch(item.id, { progress: null });
      }
    },
    [patch, setPanels],
  );

  const check = useCallback(
    /** `keptTriFold` keeps the row's choice (an annotated copy has the same pages). */
    (item: UploadFile, keptTriFold?: boolean) =>
      withPdf(item.file, async (pdf) => {
        const validation = await inspectPdf(pdf);
        const splitTriFold = keptTriFold ?? offersTriFold(validation.pages);
        patch(item.id, { validation, splitTriFold });
        if (validation.ok) await convert(item, splitTriFold, pdf, validation.pages);
      }).catch((err) =>
        patch(item.id, {
          validation: err instanceof PdfReaderUnavailable ? unreadablePdf() : unparseablePdf(),
        }),
      ),
    [convert, patch],
  );

  const add = useCallback(
    async (incoming: File[]) => {
      if (incoming.some((f) => !isPdfFile(f)))
        toast({ title: 'Error', description: PDF_MESSAGES.notPdfDrop, variant: 'destructive' });
      const accepted = incoming.slice(0, 1);
      setFiles((list) => {
        for (const f of list) release(f.panels);
        return [];
      });
      const items: UploadFile[] = accepted.map((file) => ({
        id: crypto.randomUUID(),
        file,
        validation: isPdfFile(file) ? null : notPdf(),
        splitTriFold: false,
        panels: null,
        progress: null,
      }));
      setFiles((list) => [...list, ...items]);
      for (const item of items) if (!item.validation) await check(item);
    },
    [check],
  );

  /** Puts an annotated copy in the file's place (same row), then checks and converts it afresh. */
  const replace = useCallback(
    async (id: string, file: File) => {
      const item = files.find((f) => f.id === id);
      if (!item) return;
      const next = { ...item, file, validation: null, annotated: true };
      setFiles((list) => list.map((f) => (f.id === id ? next : f)));
      await check(next, item.splitTriFold);
    },
    [check, files],
  );

  const remove = useCallback((id: string) => {
    generation.current.delete(id);
    setFiles((list) => {
      const gone = list.find((f) => f.id === id);
      if (gone) release(gone.panels);
      return list.filter((f) => f.id !== id);
    });
  }, []);

  const setTriFold = useCallback(
    (item: UploadFile, splitTriFold: boolean) => {
      patch(item.id, { splitTriFold });
      void withPdf(item.file, (pdf) =>
        convert(item, splitTriFold, pdf, item.validation?.pages ?? 0),
      ).catch((err) => console.error('Panel conversion failed', item.file.name, err));
    },
    [convert, patch],
  );

  const clear = useCallback(() => {
    setFiles((list) => {
      for (const f of list) release(f.panels);
      return [];
    });
  }, []);

  return { files, add, replace, remove, setTriFold, clear };
}

/** Frees the previews' pixels: they live outside the JavaScript heap. */
function release(panels: ConvertedPdf | null) {
  for (const bitmap of [...(panels?.previews.front ?? []), ...(panels?.previews.back ?? [])])
    bitmap.close();
}
