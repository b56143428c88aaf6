import { Dialog, Tabs } from 'radix-ui';
import {
  type AuthTab,
  authDialogStore,
  closeAuthDialog,
  openAuthDialog,
} from '../../state/auth-dialog';
import { useValue } from '../../state/external-store';

/** The Sign In / Sign Up dialog of the spec. */
export function AuthDialog() {
  const tab = useValue(authDialogStore);
  return (
    <Dialog.Root open={tab !== null} onOpenChange={(open) => !open && closeAuthDialog()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold">
            {tab === 'signup' ? 'Create Account' : 'Sign In'}
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            Sign in to Flipfold or create an account
          </Dialog.Description>
          <Tabs.Root
            value={tab ?? 'signin'}
            onValueChange={(value) => openAuthDialog(value as AuthTab)}
          >
            <Tabs.List className="mt-4 grid grid-cols-2 rounded-lg bg-surface-muted p-1">
              <Tabs.Trigger
                value="signin"
                className="rounded-md py-1.5 text-sm data-[state=active]:bg-surface"
              >
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger
                value="signup"
                className="rounded-md py-1.5 text-sm data-[state=active]:bg-surface"
              >
                Sign Up
              </Tabs.Trigger>
            </Tabs.List>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
