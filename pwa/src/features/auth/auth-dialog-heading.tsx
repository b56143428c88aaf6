import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { AuthTab } from '../../state/auth-dialog';

/** The dialog's title and description for the open tab, and its close button. */
export function AuthDialogHeading({ tab }: { tab: AuthTab | null }) {
  return (
    <>
      <Dialog.Title className="pr-10 text-2xl font-semibold tracking-tight">
        {tab === 'signup' ? 'Create Account' : 'Sign In'}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-fg-muted">
        {tab === 'signup'
          ? 'Create an account to turn your PDFs into flipbooks.'
          : 'Welcome back. Sign in to your library.'}
      </Dialog.Description>
      <Dialog.Close
        aria-label="Close"
        className="absolute top-4 right-4 grid size-9 place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg"
      >
        <X className="size-4" aria-hidden />
      </Dialog.Close>
    </>
  );
}
