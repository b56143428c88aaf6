import { Dialog } from 'radix-ui';
import { db, type LocalFlipbook } from '#offline/db';
import { deleteLocalFlipbook } from '../../data/library';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { toastNotSaved } from '../../ui/not-saved-toast';
import { toast } from '../../ui/toast';
import { useLibraryT } from './library-texts';

/** The confirm dialog (docs/product-rules.md); it cannot be dismissed by clicking outside. */
export function DeleteDialog({
  flipbook,
  onClose,
}: {
  flipbook: LocalFlipbook | null;
  onClose: () => void;
}) {
  const t = useLibraryT();
  const confirm = async () => {
    if (!flipbook) return;
    try {
      await deleteLocalFlipbook(db, flipbook.id);
    } catch (err) {
      toastNotSaved(err, `the deletion of “${flipbook.title}”`, t('library.delete.failed'));
      return;
    }
    toast({
      title: t('library.delete.done'),
      description: t('library.delete.doneDescription', { title: flipbook.title }),
    });
    onClose();
  };
  return (
    <Modal open={flipbook !== null} onClose={onClose} role="alertdialog" className="max-w-md">
      <Dialog.Title className="text-lg font-semibold break-words">
        {t('library.delete.title', { title: flipbook?.title })}
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-fg-muted">
        {t('library.delete.warning')}
      </Dialog.Description>
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">{t('library.cancel')}</Button>
        </Dialog.Close>
        <Button variant="destructive" onClick={() => void confirm()}>
          {t('library.delete')}
        </Button>
      </div>
    </Modal>
  );
}
