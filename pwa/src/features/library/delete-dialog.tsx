import { Dialog } from 'radix-ui';
import { db, type LocalFlipbook } from '#offline/db';
import { deleteLocalFlipbook } from '../../data/library';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { toastNotSaved } from '../../ui/not-saved-toast';
import { toast } from '../../ui/toast';

/** The confirm dialog (docs/product-rules.md); it cannot be dismissed by clicking outside. */
export function DeleteDialog({
  flipbook,
  onClose,
}: {
  flipbook: LocalFlipbook | null;
  onClose: () => void;
}) {
  const confirm = async () => {
    if (!flipbook) return;
    try {
      await deleteLocalFlipbook(db, flipbook.id);
    } catch (err) {
      toastNotSaved(
        err,
        `the deletion of “${flipbook.title}”`,
        'The flipbook could not be deleted. Please try again.',
      );
      return;
    }
    toast({ title: 'Flipbook deleted', description: `“${flipbook.title}” was removed.` });
    onClose();
  };
  return (
    <Modal open={flipbook !== null} onClose={onClose} role="alertdialog" className="max-w-md">
      <Dialog.Title className="text-lg font-semibold break-words">
        Delete “{flipbook?.title}”?
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-fg-muted">
        This will permanently remove this flipbook. This action cannot be undone.
      </Dialog.Description>
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button variant="destructive" onClick={() => void confirm()}>
          Delete
        </Button>
      </div>
    </Modal>
  );
}
