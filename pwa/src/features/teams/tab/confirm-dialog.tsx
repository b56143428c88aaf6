import { Dialog } from 'radix-ui';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useTeamsT } from '../team-texts';

/** What a confirmation asks: its question, what follows, and the button that does it. */
export interface Question {
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
  run: () => Promise<unknown>;
}

/** Asks before a change that cannot be taken back (remove, leave, hand over, withdraw). */
export function ConfirmDialog({
  question,
  onClose,
}: {
  question: Question | null;
  onClose: () => void;
}) {
  const t = useTeamsT();
  return (
    <Modal open={question !== null} onClose={onClose} role="alertdialog" className="max-w-md">
      <Dialog.Title className="text-lg font-semibold break-words">{question?.title}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-fg-muted">
        {question?.description}
      </Dialog.Description>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline">{t('teams.confirm.cancel')}</Button>
        </Dialog.Close>
        <Button
          variant={question?.destructive ? 'destructive' : 'primary'}
          onClick={() => {
            onClose();
            void question?.run();
          }}
        >
          {question?.confirm}
        </Button>
      </div>
    </Modal>
  );
}
