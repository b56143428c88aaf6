import { Loader2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '../../ui/button';
import { useLibraryT } from '../library/library-texts';

/** The file's name as the dialog's title, with Cancel and Done. */
export function EditorHeader({
  fileName,
  saving,
  ready,
  onCancel,
  onDone,
}: {
  fileName: string;
  saving: boolean;
  ready: boolean;
  onCancel: () => void;
  onDone: () => void;
}) {
  const t = useLibraryT();
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-border bg-surface px-3 py-2 sm:px-4">
      <Dialog.Title className="min-w-0 flex-1 truncate text-base font-semibold">
        {t('library.editor.title', { name: fileName })}
      </Dialog.Title>
      <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
        {t('library.cancel')}
      </Button>
      <Button size="sm" onClick={onDone} disabled={saving || !ready}>
        {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}{' '}
        {t('library.editor.done')}
      </Button>
    </header>
  );
}
