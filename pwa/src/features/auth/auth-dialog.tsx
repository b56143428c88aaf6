import { Dialog } from 'radix-ui';
import { authDialogStore, closeAuthDialog } from '../../state/auth-dialog';
import { useValue } from '../../state/external-store';
import { useFocusReturn } from '../../ui/use-focus-return';
import { AuthDialogHeading } from './auth-dialog-heading';
import { AuthTabs } from './auth-tabs';
import { useAuthRequests } from './use-auth-requests';
import { useSignupVerification } from './use-signup-verification';
import { VerifyCodeDialog } from './verify-code-dialog';

/** Focuses the first field of the open tab rather than the close button. */
function focusFirstField(event: Event) {
  const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  const first = content?.querySelector<HTMLElement>(
    '[role=tabpanel][data-state=active] input:not([type=radio])',
  );
  if (first) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The Sign In / Sign Up dialog and its parent: the forms hand their submissions here, this makes
 * the login and signup calls and passes the error back into the red alert of both tabs.
 */
export function AuthDialog() {
  const tab = useValue(authDialogStore);
  const signup = useSignupVerification();
  const requests = useAuthRequests(signup.awaitVerification);
  const returnFocus = useFocusReturn(tab !== null);
  return (
    <>
      <Dialog.Root
        open={tab !== null}
        onOpenChange={(open) => {
          if (open) return;
          closeAuthDialog();
          requests.clearError();
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]" />
          <Dialog.Content
            onCloseAutoFocus={returnFocus}
            onOpenAutoFocus={focusFirstField}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-fg shadow-2xl sm:p-6"
          >
            <AuthDialogHeading tab={tab} />
            <AuthTabs
              tab={tab}
              error={requests.error}
              loading={requests.loading}
              draft={signup.draft}
              onDraftChange={signup.changeDraft}
              onSignIn={requests.signIn}
              onSignUp={() => requests.signUp(signup.draft)}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <VerifyCodeDialog
        pending={signup.pending}
        onVerified={signup.verified}
        onClose={signup.closeVerification}
      />
    </>
  );
}
