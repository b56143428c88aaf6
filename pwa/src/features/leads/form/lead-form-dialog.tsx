import { Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { LEAD_TEXTS } from '#core/leads';
import { Button } from '#pwa/ui/button.tsx';
import { Modal } from '#pwa/ui/modal.tsx';
import { LeadForm } from './lead-form';
import type { LeadFormVariant, SendLead } from './lead-form-model';

/**
 * The lead form in a dialog over the viewer. `creatorName` is 'loading' while the shared link asks
 * for it, and null when the flipbook takes no leads (or the network did not answer).
 */
export function LeadFormDialog(props: {
  open: boolean;
  onClose: () => void;
  variant: LeadFormVariant;
  flipbookTitle: string;
  creatorName: string | null | 'loading';
  send: SendLead;
}) {
  const { variant, creatorName } = props;
  const title = variant === 'kiosk' ? LEAD_TEXTS.kioskTitle : LEAD_TEXTS.readerTitle;
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      className="max-h-[90dvh] max-w-lg overflow-y-auto"
    >
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-semibold">
          {/* Lines break between words, never inside 'e-mail'. */}
          {title.split(' ').map((word, i) => (
            <span key={word} className="whitespace-nowrap">
              {i > 0 && ' '}
              {word}
            </span>
          ))}
        </Dialog.Title>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label="Close" className="-mt-2 -mr-2">
            <X className="size-4" aria-hidden />
          </Button>
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 mb-5 text-sm text-fg-muted">
        Leave your e-mail address and we will send you the link to “{props.flipbookTitle}”.
      </Dialog.Description>
      {creatorName === 'loading' ? (
        <div role="status" className="flex justify-center py-10">
          <Loader2 className="size-6 animate-spin text-fg-muted" aria-label="Loading the form" />
        </div>
      ) : creatorName === null ? (
        <p role="alert" className="py-6 text-sm text-fg-muted">
          This form cannot be shown right now. Check your connection and try again.
        </p>
      ) : (
        // Mounted afresh each time the dialog opens: nothing of an earlier visit is kept.
        <LeadForm
          variant={variant}
          creatorName={creatorName}
          send={props.send}
          onCleared={props.onClose}
        />
      )}
    </Modal>
  );
}
