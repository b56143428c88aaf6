import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useRef, useState } from 'react';
import { PDF_LIMITS } from '../../../../core/limits';
import {
  isPdfFile,
  offersTriFold,
  PDF_MESSAGES,
  type PdfValidation,
  unparseablePdf,
} from '../../../../core/pdf-rules';
import { toast } from '../../ui/toast';
import { type ConvertedPdf, convertPdf } from './convert-pdf';
import { inspectPdf } from './inspect-pdf';
import { withPdf } from './pdf-engine';

export interface UploadFile {
  id: string;
  file: File;
  /** null while the file is being read. */
  validation: PdfValidation | null;
  splitTriFold: boolean;
  panels: ConvertedPdf | null;
  progress: { done: number; total: number } | null;
  previews: { front: string[]; back: string[] };
}

const notPdf = (): PdfValidation => ({
  ok: false,
  pages: 0,
  pageSizes: [],
  errors: [PDF_MESSAGES.notPdf],
});

/** The zone's file list: reading, validating and converting each file, with progress. */
export function useUploadFiles(maxFiles: number) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const generation = useRef(new Map<string, number>());

  const patch = useCallback((id: string, change: Partial<UploadFile>) => {
    setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...change } : f)));
  }, []);

  const convert = useCallback(
    async (item: UploadFile, splitTriFold: boolean, pdf: PDFDocumentProxy) => {
      const run = (generation.current.get(item.id) ?? 0) + 1;
      generation.current.set(item.id, run);
      patch(item.id, { panels: null, progress: { done: 0, total: 1 } });
      try {
        const panels = await convertPdf(pdf, { splitTriFold }, (done, total) => {
          if (generation.current.get(item.id) === run)
            patch(item.id, { progress: { done, total } });
        });
        if (generation.current.get(item.id) !== run) return;
        const previews = {
          front: panels.previews.front.map((b) => URL.createObjectURL(b)),
          back: panels.previews.back.map((b) => URL.createObjectURL(b)),
        };
        setFiles((list) =>
          list.map((f) => {
            if (f.id !== item.id) return f;
            revoke(f);
            return { ...f, panels, previews, progress: null };
          }),
        );
      } catch (err) {
        // A file whose panels cannot be made is left out of the previews (spec section 8).
        console.error('Panel conversion failed', item.file.name, err);
        patch(item.id, { progress: null });
      }
    },
    [patch],
  );

  const add = useCallback(
    async (incoming: File[]) => {
      if (incoming.some((f) => !isPdfFile(f)))
        toast({ title: 'Error', description: PDF_MESSAGES.notPdfDrop, variant: 'destructive' });
      let accepted = incoming;
      if (maxFiles === 1) {
        // The home zone takes one file at a time: a new one replaces the old.
        accepted = incoming.slice(0, 1);
        setFiles((list) => {
          list.forEach(revoke);
          return [];
        });
      } else if (files.length + incoming.length > maxFiles) {
        toast({ title: 'Error', description: PDF_MESSAGES.tooManyFiles, variant: 'destructive' });
        accepted = incoming.slice(0, Math.max(0, maxFiles - files.length));
      }
      const items: UploadFile[] = accepted.map((file) => ({
        id: crypto.randomUUID(),
        file,
        validation: isPdfFile(file) ? null : notPdf(),
        splitTriFold: false,
        panels: null,
        progress: null,
        previews: { front: [], back: [] },
      }));
      setFiles((list) => [...list, ...items]);
      for (const item of items) {
        if (item.validation) continue;
        await withPdf(item.file, async (pdf) => {
          const validation = await inspectPdf(pdf);
          const splitTriFold = offersTriFold(validation.pages);
          patch(item.id, { validation, splitTriFold });
          if (validation.ok) await convert(item, splitTriFold, pdf);
        }).catch(() => patch(item.id, { validation: unparseablePdf() }));
      }
    },
    [convert, files.length, maxFiles, patch],
  );

  const remove = useCallback((id: string) => {
    generation.current.delete(id);
    setFiles((list) => {
      const gone = list.find((f) => f.id === id);
      if (gone) revoke(gone);
      return list.filter((f) => f.id !== id);
    });
  }, []);

  const setTriFold = useCallback(
    (item: UploadFile, splitTriFold: boolean) => {
      patch(item.id, { splitTriFold });
      void withPdf(item.file, (pdf) => convert(item, splitTriFold, pdf)).catch((err) =>
        console.error('Panel conversion failed', item.file.name, err),
      );
    },
    [convert, patch],
  );

  const clear = useCallback(() => {
    setFiles((list) => {
      list.forEach(revoke);
      return [];
    });
  }, []);

  return { files, add, remove, setTriFold, clear, limit: PDF_LIMITS.maxFiles };
}

function revoke(file: UploadFile) {
  for (const url of [...file.previews.front, ...file.previews.back]) URL.revokeObjectURL(url);
}
