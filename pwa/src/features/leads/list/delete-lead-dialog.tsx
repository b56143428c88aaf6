import { Dialog } from 'radix-ui';
import { Button } from '#pwa/ui/button.tsx';
import { Modal } from '#pwa/ui/modal.tsx';
import { useLeadsT } from '../leads-texts';
import type { LeadRow } from './lead-rows';

/** Confirms deleting a lead; like every confirmation, a click outside does not dismiss it. */
export function DeleteLeadDialog(props: {
  lead: LeadRow | null;
  onConfirm: (lead: LeadRow) => void;
  onClose: () => void;
}) {
  const { lead } = props;
  const t = useLeadsT();
  return (
    <Modal open={lead !== null} onClose={props.onClose} role="alertdialog" className="max-w-md">
      <Dialog.Title className="text-lg font-semibold">{t('leads.delete.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm break-words text-fg-muted">
        {t('leads.delete.description', { email: lead?.email ?? '' })}
      </Dialog.Description>
      <div className="mt-6 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="outline">{t('leads.delete.cancel')}</Button>
        </Dialog.Close>
        <Button variant="destructive" onClick={() => lead && props.onConfirm(lead)}>
          {t('leads.delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
