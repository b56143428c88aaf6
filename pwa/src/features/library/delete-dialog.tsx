import { Dialog } from 'radix-ui';
import { db, type LocalFlipbook } from '../../../../shared/db';
import { deleteLocalFlipbook } from '../../data/library';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { useFocusReturn } from '../../ui/use-focus-return';

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
    await deleteLocalFlipbook(db, flipbook.id);
    toast({ title: 'Flipbook deleted', description: `“${flipbook.title}” was removed.` });
    onClose();
  };
  const returnFocus = useFocusReturn(flipbook !== null);
  return (
    <Dialog.Root open={flipbook !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          role="alertdialog"
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-xl"
        >
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
