import { Upload } from 'lucide-react';
import { useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#core/product';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { useMediaQuery } from '../../ui/use-media-query';
import { useLibraryT } from '../library/library-texts';

/** Where PDFs come in: a drop area with Browse Files, or on phones an Upload PDF button. */
export function DropZone(props: {
  disabled: boolean;
  onBrowse: () => void;
  /** A file is being dragged over: the PDF reader may start loading. */
  onDragOver: () => void;
  onDrop: (files: FileList) => void;
}) {
  const { disabled, onBrowse, onDragOver, onDrop } = props;
  const t = useLibraryT();
  const [dragging, setDragging] = useState(false);
  const small = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  if (small) {
    return (
      <Button className="mt-4 w-full" size="lg" onClick={onBrowse} disabled={disabled}>
        <Upload className="size-5" aria-hidden /> {t('library.upload.uploadPdf')}
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target has no ARIA role; Browse Files is the keyboard path
    <div
      className={cn(
        'mt-4 flex flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition',
        dragging ? 'border-fg bg-primary/20' : 'border-border bg-surface-muted/50',
      )}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
        onDragOver();
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        onDrop(e.dataTransfer.files);
      }}
      data-testid="drop-zone"
    >
      <Upload aria-hidden className="mb-3 size-8 text-fg-muted" />
      <p className="font-medium">
        {dragging ? t('library.upload.dropping') : t('library.upload.dragAndDrop')}
      </p>
      <p className="mt-1 text-sm text-fg-muted">{t('library.upload.or')}</p>
      <Button variant="outline" className="mt-2" onClick={onBrowse} disabled={disabled}>
        {t('library.upload.browse')}
      </Button>
    </div>
  );
}
