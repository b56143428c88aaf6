import { Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '#pwa/ui/button.tsx';
import { Modal } from '#pwa/ui/modal.tsx';
import { useVisitorT } from '../visitor-texts';
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
  const t = useVisitorT();
  const title = t(variant === 'kiosk' ? 'lead.kioskTitle' : 'lead.readerTitle');
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      className="max-h-[90dvh] max-w-lg overflow-y-auto"
    >
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="text-lg font-semibold">
          {/* Lines break between words, never at a word's hyphen ('e-mail'); a language written
              without spaces (Japanese) breaks where it may. */}
          {title.split(' ').map((word, i) => (
            <span key={word} className={word.includes('-') ? 'whitespace-nowrap' : undefined}>
              {i > 0 && ' '}
              {word}
            </span>
          ))}
        </Dialog.Title>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label={t('lead.close')} className="-mt-2 -me-2">
            <X className="size-4" aria-hidden />
          </Button>
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 mb-5 text-sm text-fg-muted">
        {t('lead.description', { title: props.flipbookTitle })}
      </Dialog.Description>
      {creatorName === 'loading' ? (
        <div role="status" className="flex justify-center py-10">
          <Loader2 className="size-6 animate-spin text-fg-muted" aria-label={t('lead.loading')} />
        </div>
      ) : creatorName === null ? (
        <p role="alert" className="py-6 text-sm text-fg-muted">
          {t('lead.unavailable')}
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
