import { Loader2 } from 'lucide-react';
import { useLibraryT } from '../library/library-texts';

/** Covers the zone while its flipbooks are stored, and says so to screen readers at once. */
export function CreatingOverlay() {
  const t = useLibraryT();
  return (
    <div
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 rounded-2xl bg-surface/85 backdrop-blur-sm"
      role="status"
      aria-live="assertive"
    >
      <Loader2 className="size-8 animate-spin" aria-hidden />
      <p className="font-medium">{t('library.upload.creating')}</p>
    </div>
  );
}
