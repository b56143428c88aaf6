import { useCallback } from 'react';
import { isPdfFile, offersTriFold, type PdfValidation, unreadPdf } from '#core/pdf-rules';
import type { ConvertedPdf } from '../../pdf/convert-pdf';
import { inspectPdf } from '../../pdf/inspect-pdf';
import { PdfReaderUnavailable, withPdf } from '../../pdf/pdf-engine';
import { toast } from '../../ui/toast';
import { useLibraryT } from '../library/library-texts';
import { useFileList } from './use-file-list';
import { type ConversionProgress, usePanelConversion } from './use-panel-conversion';

export interface UploadFile {
  id: string;
  file: File;
  /** null while the file is being read. */
  validation: PdfValidation | null;
  splitTriFold: boolean;
  panels: ConvertedPdf | null;
  progress: ConversionProgress;
  /** The file is an annotated copy made in the editor: it is kept with the flipbook. */
  annotated?: boolean;
}

/** A row for a file just added: read and checked next, unless it is no PDF at all. */
const newRow = (file: File): UploadFile => ({
  id: crypto.randomUUID(),
  file,
  validation: isPdfFile(file) ? null : unreadPdf('notPdf'),
  splitTriFold: false,
  panels: null,
  progress: null,
});

/**
 * Reads and validates a row's file, then converts it if it passes; a file that cannot be read is
 * marked so, apart from the PDF reader itself failing to start, which says nothing of the file.
 * `keptTriFold` keeps the row's choice (an annotated copy has the same pages).
 */
function useFileCheck(
  patch: (id: string, change: Partial<UploadFile>) => void,
  convert: ReturnType<typeof usePanelConversion>['convert'],
) {
  return useCallback(
    (item: UploadFile, keptTriFold?: boolean) =>
      withPdf(item.file, async (pdf) => {
        const validation = await inspectPdf(pdf);
        const splitTriFold = keptTriFold ?? offersTriFold(validation.pages);
        patch(item.id, { validation, splitTriFold });
        if (validation.ok) await convert(item, splitTriFold, pdf, validation.pages);
      }).catch((err) =>
        patch(item.id, {
          validation: unreadPdf(
            err instanceof PdfReaderUnavailable ? 'readerUnavailable' : 'unparseable',
          ),
        }),
      ),
    [convert, patch],
  );
}

/**
 * The zone's file list: reading, validating and converting each file, with progress. The home zone
 * takes one file at a time: a new one replaces the old, and of several dropped at once the first is
 * taken and a toast says so.
 */
export function useUploadFiles() {
  const t = useLibraryT();
  const { files, latest, update, patch } = useFileList<UploadFile>();
  const { convert, forget } = usePanelConversion(patch);

  const check = useFileCheck(patch, convert);

  const add = useCallback(
    async (incoming: File[]) => {
      const [first, ...left] = incoming;
      if (first && !isPdfFile(first))
        toast({
          title: t('library.error'),
          description: t('library.upload.notPdfDrop'),
          variant: 'destructive',
        });
      else if (first && left.length > 0)
        toast({
          title: t('library.upload.oneAtATime'),
          description: t('library.upload.onlyOneAdded', { name: first.name }),
        });
      const items = incoming.slice(0, 1).map(newRow);
      update(() => items);
      for (const item of items) if (!item.validation) await check(item);
    },
    [check, update, t],
  );

  /** Puts an annotated copy in the file's place (same row), then checks and converts it afresh. */
  const replace = useCallback(
    async (id: string, file: File) => {
      const item = latest.current.find((f) => f.id === id);
      if (!item) return;
      const next = { ...item, file, validation: null, annotated: true };
      update((list) => list.map((f) => (f.id === id ? next : f)));
      await check(next, item.splitTriFold);
    },
    [check, latest, update],
  );

  const remove = useCallback(
    (id: string) => {
      forget(id);
      update((list) => list.filter((f) => f.id !== id));
    },
    [forget, update],
  );

  const setTriFold = useCallback(
    (item: UploadFile, splitTriFold: boolean) => {
      patch(item.id, { splitTriFold });
      void withPdf(item.file, (pdf) =>
        convert(item, splitTriFold, pdf, item.validation?.pages ?? 0),
      ).catch((err) => console.error('Panel conversion failed', item.file.name, err));
    },
    [convert, patch],
  );

  const clear = useCallback(() => update(() => []), [update]);

  return { files, add, replace, remove, setTriFold, clear };
}
