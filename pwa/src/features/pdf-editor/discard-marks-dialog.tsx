import { Button } from '../../ui/button';
import { useLibraryT } from '../library/library-texts';

/** Asks before closing an editor whose marks would be lost. */
export function DiscardMarksDialog({
  onKeep,
  onDiscard,
}: {
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const t = useLibraryT();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        role="alertdialog"
        aria-labelledby="discard-title"
        className="w-full max-w-sm rounded-2xl border border-border bg-surface p-6 shadow-xl"
      >
        <h3 id="discard-title" className="font-semibold">
          {t('library.editor.discardTitle')}
        </h3>
        <p className="mt-2 text-sm text-fg-muted">{t('library.editor.discardText')}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="outline" autoFocus onClick={onKeep}>
            {t('library.editor.keepEditing')}
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            {t('library.editor.discard')}
          </Button>
        </div>
      </div>
    </div>
  );
}
