import { X } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { useCallback, useState } from 'react';
import { failureText } from '../../data/api-client';
import {
  type AuthTab,
  authDialogStore,
  closeAuthDialog,
  openAuthDialog,
} from '../../state/auth-dialog';
import { useValue } from '../../state/external-store';
import { reloadAfterVerification, saveSession } from '../../state/session';
import { FormAlert } from '../../ui/form-field';
import { toast } from '../../ui/toast';
import { useFocusReturn } from '../../ui/use-focus-return';
import { login, loginFailureText, signup } from './auth-calls';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { displayNameOf, EMPTY_DRAFT, type SignupDraft } from './signup-draft';
import { type PendingVerification, VerifyCodeDialog } from './verify-code-dialog';

const tabClass =
  'rounded-md py-2 text-sm font-medium text-fg-muted transition data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

/**
 * The Sign In / Sign Up dialog and its parent: the forms hand their submissions here, this makes
 * the login and signup calls and passes the error back into the red alert of both tabs.
 */
export function AuthDialog() {
  const tab = useValue(authDialogStore);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [draft, setDraft] = useState<SignupDraft>(EMPTY_DRAFT);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const changeDraft = useCallback(
    (update: (d: SignupDraft) => SignupDraft) => setDraft(update),
    [],
  );

  async function handleSignIn(identifier: string, password: string) {
    setLoading(true);
    setError(null);
    const outcome = await login(identifier, password);
    setLoading(false);
    if (outcome.kind !== 'ok') return setError(loginFailureText(outcome));
    saveSession(outcome.value.user, outcome.value.authToken);
    closeAuthDialog();
  }

  async function handleSignUp() {
    setLoading(true);
    setError(null);
    const outcome = await signup({
      username: draft.username.trim().toLowerCase(),
      email: draft.email.trim(),
      password: draft.password,
      displayName: displayNameOf(draft),
      accountType: draft.accountType,
    });
    setLoading(false);
    if (outcome.kind !== 'ok') return setError(failureText(outcome, 'Signup failed'));
    const { user, authToken } = outcome.value;
    saveSession(user, authToken);
    toast({ title: 'Account created! Check your email for a verification code.' });
    closeAuthDialog();
    setPending({ email: user.email, authToken });
  }

  function handleVerified() {
    setPending(null);
    setDraft(EMPTY_DRAFT);
    toast({ title: 'Email verified successfully!' });
    reloadAfterVerification();
  }

  const returnFocus = useFocusReturn(tab !== null);
  return (
    <>
      <Dialog.Root
        open={tab !== null}
        onOpenChange={(open) => {
          if (open) return;
          closeAuthDialog();
          setError(null);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]" />
          <Dialog.Content
            onCloseAutoFocus={returnFocus}
            onOpenAutoFocus={(e) => {
              // Focus the first field of the open tab rather than the close button.
              const content = e.currentTarget instanceof HTMLElement ? e.currentTarget : null;
              const first = content?.querySelector<HTMLElement>(
                '[role=tabpanel][data-state=active] input:not([type=radio])',
              );
              if (first) {
                e.preventDefault();
                first.focus();
              }
            }}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-fg shadow-2xl sm:p-6"
          >
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
            <Tabs.Root
              value={tab ?? 'signin'}
              // Radix hands back one of the trigger values declared below.
              onValueChange={(value) => openAuthDialog(value as AuthTab)}
              className="mt-5 grid gap-5"
            >
              <Tabs.List
                aria-label="Sign in or sign up"
                className="grid grid-cols-2 rounded-lg bg-surface-muted p-1"
              >
                <Tabs.Trigger value="signin" className={tabClass}>
                  Sign In
                </Tabs.Trigger>
                <Tabs.Trigger value="signup" className={tabClass}>
                  Sign Up
                </Tabs.Trigger>
              </Tabs.List>
              {error && <FormAlert>{error}</FormAlert>}
              <Tabs.Content
                value="signin"
                forceMount
                className="focus-visible:outline-none data-[state=inactive]:hidden"
              >
                <SignInForm loading={loading} onSubmit={handleSignIn} />
              </Tabs.Content>
              <Tabs.Content
                value="signup"
                forceMount
                className="focus-visible:outline-none data-[state=inactive]:hidden"
              >
                <SignUpForm
                  draft={draft}
                  onChange={changeDraft}
                  loading={loading}
                  onSubmit={handleSignUp}
                />
              </Tabs.Content>
            </Tabs.Root>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <VerifyCodeDialog
        pending={pending}
        onVerified={handleVerified}
        onClose={() => setPending(null)}
      />
    </>
  );
}
