import { CheckCircle2, FileText, Loader2, PenLine, X, XCircle } from 'lucide-react';
import { useCallback } from 'react';
import { offersTriFold } from '#core/pdf-rules';
import { useLocale } from '#pwa/i18n/i18n';
import { Button } from '../../ui/button';
import { fileSizeIn } from '../../ui/file-size';
import { useLibraryT } from '../library/library-texts';
import { pdfProblemText } from './pdf-problem-text';
import type { UploadFile } from './use-upload-files';

/** A panel's small copy, drawn from the pixels the PDF worker made (no image to encode or load). */
function PreviewCanvas({ bitmap, label }: { bitmap: ImageBitmap; label: string }) {
  const draw = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas) return;
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    },
    [bitmap],
  );
  return (
    <canvas
      ref={draw}
      role="img"
      aria-label={label}
      className="h-20 w-auto rounded border border-border bg-white shadow-sm"
    />
  );
}

function Previews({ side, bitmaps }: { side: 'front' | 'back'; bitmaps: ImageBitmap[] }) {
  const t = useLibraryT();
  if (bitmaps.length === 0) return null;
  const label = side === 'front' ? t('library.upload.front') : t('library.upload.back');
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-fg-muted">{label}</p>
      <div className="flex gap-1.5">
        {bitmaps.map((bitmap, i) => (
          <PreviewCanvas
            // biome-ignore lint/suspicious/noArrayIndexKey: a conversion's panels never move
            key={i}
            bitmap={bitmap}
            label={t('library.upload.preview', { side, number: i + 1, total: bitmaps.length })}
          />
        ))}
      </div>
    </div>
  );
}

/** One file of the zone: facts, validity, previews and the tri-fold toggle. */
export function FileRow(props: {
  item: UploadFile;
  disabled: boolean;
  onRemove: () => void;
  onTriFold: (on: boolean) => void;
  onAnnotate: () => void;
}) {
  const { item, disabled } = props;
  const { validation } = item;
  const t = useLibraryT();
  const annotateBusy = disabled || item.progress !== null || !validation;
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-testid="upload-file">
      {/* On a phone Annotate goes under the facts, leaving the file's name the row's width. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto]">
        <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted" />
        <FileFacts item={item} />
        {(validation?.ok || (item.annotated && !validation)) && (
          // Not `disabled` while busy, and kept while an annotated copy is checked: the editor
          // gives focus back here when it closes.
          <Button
            variant="outline"
            size="sm"
            aria-disabled={annotateBusy}
            className="col-start-2 row-start-2 justify-self-start aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:col-start-3 sm:row-start-1"
            onClick={() => !annotateBusy && props.onAnnotate()}
          >
            <PenLine className="size-4" aria-hidden /> {t('library.upload.annotate')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          onClick={props.onRemove}
          disabled={disabled}
          aria-label={t('library.upload.remove', { name: item.file.name })}
          className="col-start-3 row-start-1 sm:col-start-4"
        >
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      {validation?.ok && offersTriFold(validation.pages) && (
        <TriFoldToggle item={item} disabled={disabled} onTriFold={props.onTriFold} />
      )}
      {(!validation || item.progress || item.panels) && (
        // One box, as tall as the previews, for the progress and then the previews: nothing below
        // it moves while panels are made (without a GPU every move repaints the page, on the cores
        // the conversion needs).
        <div className="mt-3 min-h-[6.25rem]">
          {item.progress && <PanelsProgress progress={item.progress} />}
          {item.panels && (
            <div className="flex flex-wrap gap-4">
              <Previews side="front" bitmaps={item.panels.previews.front} />
              <Previews side="back" bitmaps={item.panels.previews.back} />
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/** The file's name, size, pages and page size, and what the check found. */
function FileFacts({ item }: { item: UploadFile }) {
  const { validation } = item;
  const t = useLibraryT();
  const locale = useLocale();
  const first = validation?.pageSizes[0];
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{item.file.name}</p>
      <p className="mt-0.5 text-sm text-fg-muted">
        {fileSizeIn(locale, item.file.size)}
        {validation &&
          validation.pages > 0 &&
          ` • ${t('library.upload.pages', { count: validation.pages })}`}
        {first &&
          ` • ${t('library.upload.pageSize', {
            width: new Intl.NumberFormat(locale).format(Math.round(first.width)),
            height: new Intl.NumberFormat(locale).format(Math.round(first.height)),
            orientation: first.orientation,
          })}`}
      </p>
      {!validation && (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-fg-muted">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {t('library.upload.checking')}
        </p>
      )}
      {validation?.ok && (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-green-700 dark:text-green-400">
          <CheckCircle2 className="size-4" aria-hidden /> {t('library.upload.valid')}
        </p>
      )}
      {validation && !validation.ok && (
        <ul className="mt-2 grid gap-1 text-sm text-red-700 dark:text-red-400" role="alert">
          {validation.errors.map((problem) => {
            const text = pdfProblemText(problem, t, locale);
            return (
              <li key={text} className="flex items-start gap-1.5">
                <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden /> {text}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Whether each page is split into the three panels of a tri-fold. */
function TriFoldToggle(props: {
  item: UploadFile;
  disabled: boolean;
  onTriFold: (on: boolean) => void;
}) {
  const { item, disabled } = props;
  const t = useLibraryT();
  const toggleId = `trifold-${item.id}`;
  const portraitId = `${toggleId}-portrait`;
  const portrait = item.validation?.pageSizes[0]?.orientation === 'portrait';
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={toggleId} className="flex w-fit cursor-pointer items-center gap-2 text-sm">
        <input
          id={toggleId}
          type="checkbox"
          className="size-4 accent-[var(--accent-ink)]"
          checked={item.splitTriFold}
          disabled={disabled || item.progress !== null}
          onChange={(e) => props.onTriFold(e.target.checked)}
          aria-describedby={portrait ? portraitId : undefined}
        />
        {t('library.upload.triFold')}
      </label>
      {portrait && (
        // A tri-fold sheet is landscape: said before a flyer is cut into strips by surprise.
        <p id={portraitId} className="text-sm text-fg-muted">
          {t('library.upload.portraitNote')}
        </p>
      )}
    </div>
  );
}

/** How far the making of panels has come. */
function PanelsProgress({ progress }: { progress: { done: number; total: number } }) {
  const { done, total } = progress;
  const t = useLibraryT();
  return (
    <div role="status" aria-live="polite">
      <p className="text-xs text-fg-muted">{t('library.upload.progress', { done, total })}</p>
      {/* Scaled, not resized: the bar moves without laying out the page. */}
      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface-muted">
        <div
          className="h-full origin-left bg-primary rtl:origin-right will-change-transform"
          style={{ transform: `scaleX(${done / total})` }}
        />
      </div>
    </div>
  );
}
