import { Loader2, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { PDF_MESSAGES, titleFromFileName } from '../../../../core/pdf-rules';
import { MOBILE_BREAKPOINT_PX } from '../../../../core/product';
import { db } from '../../../../shared/db';
import { createLocalFlipbook } from '../../data/library';
import { openAuthDialog } from '../../state/auth-dialog';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { toast } from '../../ui/toast';
import { useMediaQuery } from '../../ui/use-media-query';
import { FileRow } from './file-row';
import { startPdfWorkers } from './pdf-engine';
import { warmUpPdfReader, whenIdle } from './pdf-warm-up';
import { useUploadFiles } from './use-upload-files';

// The editor (pdf.js's viewer and annotation editor) is its own chunk, loaded on first 'Annotate'.
const AnnotateDialog = lazy(() => import('../pdf-editor/pdf-editor-dialog'));

const VERIFY_FIRST = {
  title: 'Email Verification Required',
  description:
    'Please verify your email address before creating flipbooks. Check your inbox for the verification link.',
  variant: 'destructive' as const,
};

/** Asks the browser to keep the library when storage runs low, once the first flipbook exists. */
function askForPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}

/** The upload zone: pick or drop PDFs, check them, preview panels, and create flipbooks. */
export function UploadZone() {
  const { user } = useValue(sessionStore);
  const { files, add, replace, remove, setTriFold, clear } = useUploadFiles();
  const [annotating, setAnnotating] = useState<{ id: string; file: File } | null>(null);
  const [editorUsed, setEditorUsed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [creating, setCreating] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const small = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const busy = creating || files.some((f) => f.progress !== null || !f.validation);
  const anyInvalid = files.some((f) => f.validation && !f.validation.ok);
  const ready = files.filter((f) => f.panels);

  const accept = (list: FileList | null) => {
    if (!user) {
      openAuthDialog('signin');
      return;
    }
    if (list && list.length > 0) void add([...list]);
  };

  const create = async () => {
    if (!user) return openAuthDialog('signin');
    if (anyInvalid)
      return toast({
        title: 'Error',
        description: PDF_MESSAGES.fixInvalid,
        variant: 'destructive',
      });
    // The pre-create check: the server refuses unverified accounts, so say so before any work.
    if (!user.isVerified) return toast(VERIFY_FIRST);
    setCreating(true);
    let created = 0;
    for (const item of ready) {
      if (!item.panels) continue;
      try {
        await createLocalFlipbook(db, {
          ownerId: user.id,
          title: titleFromFileName(item.file.name),
          front: item.panels.front,
          back: item.panels.back,
          thumbnail: item.panels.thumbnail,
          ...(item.annotated ? { pdf: { name: item.file.name, blob: item.file } } : {}),
        });
        created++;
      } catch (err) {
        const full =
          (err as Error).name === 'QuotaExceededError' ||
          (err as { inner?: Error }).inner?.name === 'QuotaExceededError';
        toast({
          title: 'Error',
          description: full
            ? `This device is out of storage space, so “${item.file.name}” was not saved. Free some space and try again.`
            : 'Failed to create flipbook. Please try again.',
          variant: 'destructive',
        });
      }
    }
    setCreating(false);
    if (created > 0) {
      toast({
        title: 'Flipbook created',
        description: `${created} flipbook(s) added to your library.`,
      });
      clear();
      askForPersistentStorage();
    }
  };

  // Once the home page has rendered, a signed-in creator's PDF reader gets ready in idle time:
  // warm workers for the first file, and the PDF kit cached for offline. Back online, it tries again.
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const cancel = whenIdle(() => void warmUpPdfReader());
    const retry = () => void warmUpPdfReader();
    window.addEventListener('online', retry);
    return () => {
      cancel();
      window.removeEventListener('online', retry);
    };
  }, [userId]);

  // Had the idle time not come yet, pdf.js starts loading while they pick or drag a file.
  const warm = () => {
    if (user) startPdfWorkers();
  };
  const browse = () => {
    warm();
    input.current?.click();
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="relative rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        Create New Flipbook
      </h2>
      <input
        ref={input}
        id={inputId}
        type="file"
        aria-label="PDF files"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          accept(e.target.files);
          e.target.value = '';
        }}
      />
      {small ? (
        <Button className="mt-4 w-full" size="lg" onClick={browse} disabled={creating}>
          <Upload className="size-5" aria-hidden /> Upload PDF
        </Button>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target has no ARIA role; Browse Files is the keyboard path
        <div
          className={cn(
            'mt-4 flex flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition',
            dragging ? 'border-fg bg-primary/20' : 'border-border bg-surface-muted/50',
          )}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
            warm();
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            accept(e.dataTransfer.files);
          }}
          data-testid="drop-zone"
        >
          <Upload aria-hidden className="mb-3 size-8 text-fg-muted" />
          <p className="font-medium">
            {dragging ? 'Drop your PDF files here...' : 'Drag & drop PDF files here'}
          </p>
          <p className="mt-1 text-sm text-fg-muted">or</p>
          <Button variant="outline" className="mt-2" onClick={browse} disabled={creating}>
            Browse Files
          </Button>
        </div>
      )}
      <p className="mt-3 text-center text-xs text-fg-muted">{PDF_MESSAGES.hint}</p>

      {files.length > 0 && (
        <>
          <ul className="mt-4 grid gap-3">
            {files.map((item) => (
              <FileRow
                key={item.id}
                item={item}
                disabled={creating}
                onRemove={() => remove(item.id)}
                onTriFold={(on) => setTriFold(item, on)}
                onAnnotate={() => {
                  setEditorUsed(true);
                  setAnnotating({ id: item.id, file: item.file });
                }}
              />
            ))}
          </ul>
          <div className="mt-4 flex justify-end">
            <Button
              onClick={() => void create()}
              disabled={busy || anyInvalid || ready.length === 0}
            >
              Create Flipbooks ({ready.length})
            </Button>
          </div>
        </>
      )}

      {editorUsed && (
        // Stays mounted after first use: Radix gives focus back only when a dialog closes itself.
        <Suspense fallback={null}>
          <AnnotateDialog
            file={annotating?.file ?? null}
            onDone={(annotated) => {
              if (annotating) void replace(annotating.id, annotated);
            }}
            onClose={() => setAnnotating(null)}
          />
        </Suspense>
      )}

      {creating && (
        <div
          className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 rounded-2xl bg-surface/85 backdrop-blur-sm"
          role="status"
          aria-live="assertive"
        >
          <Loader2 className="size-8 animate-spin" aria-hidden />
          <p className="font-medium">Creating flipbook…</p>
        </div>
      )}
    </section>
  );
}
