import { Dialog } from 'radix-ui';
import { db, type EventKit } from '#offline/db';
import { Button } from '#pwa/ui/button.tsx';
import { Modal } from '#pwa/ui/modal.tsx';
import { deleteKit } from '../data/kits';
import { useKitsT } from '../kits-texts';

/** Deleting a kit asks first; its flipbooks stay in the library. */
export function DeleteKitDialog(props: {
  kit: EventKit;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { kit, open, onClose, onDeleted } = props;
  const t = useKitsT();
  return (
    <Modal open={open} onClose={onClose} role="alertdialog" className="max-w-md">
      <Dialog.Title className="text-lg font-semibold break-words">
        {t('kits.delete.title', { name: kit.name })}
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-fg-muted">
        {t('kits.delete.about')}
      </Dialog.Description>
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">{t('kits.delete.cancel')}</Button>
        </Dialog.Close>
        <Button variant="destructive" onClick={() => void deleteKit(db, kit.id).then(onDeleted)}>
          {t('kits.delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
