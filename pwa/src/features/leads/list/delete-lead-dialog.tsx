import { Dialog } from 'radix-ui';
import { Button } from '#pwa/ui/button.tsx';
import { Modal } from '#pwa/ui/modal.tsx';
import type { LeadRow } from './lead-rows';

/** Confirms deleting a lead; like every confirmation, a click outside does not dismiss it. */
export function DeleteLeadDialog(props: {
  lead: LeadRow | null;
  onConfirm: (lead: LeadRow) => void;
  onClose: () => void;
}) {
  const { lead } = props;
  return (
    <Modal open={lead !== null} onClose={props.onClose} role="alertdialog" className="max-w-md">
      <Dialog.Title className="text-lg font-semibold">Delete this lead?</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm break-words text-fg-muted">
        The address {lead?.email} and the details left with it are deleted for good. This action
        cannot be undone.
      </Dialog.Description>
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button variant="destructive" onClick={() => lead && props.onConfirm(lead)}>
          Delete
        </Button>
      </div>
    </Modal>
  );
}
