import { Dialog } from 'radix-ui';
import { db, type EventKit } from '#offline/db';
import { Button } from '#pwa/ui/button.tsx';
import { Modal } from '#pwa/ui/modal.tsx';
import { deleteKit } from '../data/kits';

/** Deleting a kit asks first; its flipbooks stay in the library. */
export function DeleteKitDialog(props: {
  kit: EventKit;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { kit, open, onClose, onDeleted } = props;
  return (
    <Modal open={open} onClose={onClose} role="alertdialog" className="max-w-md">
      <Dialog.Title className="text-lg font-semibold break-words">
        Delete “{kit.name}”?
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-fg-muted">
        The kit goes from this device. Its flipbooks stay in your library.
      </Dialog.Description>
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button variant="destructive" onClick={() => void deleteKit(db, kit.id).then(onDeleted)}>
          Delete kit
        </Button>
      </div>
    </Modal>
  );
}
