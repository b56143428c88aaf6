import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { AuthTab } from '../../state/auth-dialog';
import { useAppT } from '../../ui/app-texts';

/** The dialog's title and description for the open tab, and its close button. */
export function AuthDialogHeading({ tab }: { tab: AuthTab | null }) {
  const t = useAppT();
  return (
    <>
      <Dialog.Title className="pe-10 text-2xl font-semibold tracking-tight">
        {t(tab === 'signup' ? 'auth.createAccount' : 'auth.signIn')}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-fg-muted">
        {t(tab === 'signup' ? 'auth.signUpIntro' : 'auth.signInIntro')}
      </Dialog.Description>
      <Dialog.Close
        aria-label={t('app.close')}
        className="absolute end-4 top-4 grid size-9 place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg"
      >
        <X className="size-4" aria-hidden />
      </Dialog.Close>
    </>
  );
}
