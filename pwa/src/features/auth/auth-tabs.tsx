import { Tabs } from 'radix-ui';
import { type AuthTab, openAuthDialog } from '../../state/auth-dialog';
import { useAppT } from '../../ui/app-texts';
import { FormAlert } from '../../ui/form-field';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import type { SignupDraft } from './signup-draft';

const tabClass =
  'rounded-md py-2 text-sm font-medium text-fg-muted transition data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

const panelClass = 'focus-visible:outline-none data-[state=inactive]:hidden';

/** The Sign In and Sign Up tabs under one error alert; both stay mounted to keep what was typed. */
export function AuthTabs({
  tab,
  error,
  loading,
  draft,
  onDraftChange,
  onSignIn,
  onSignUp,
}: {
  tab: AuthTab | null;
  error: string | null;
  loading: boolean;
  draft: SignupDraft;
  onDraftChange: (update: (draft: SignupDraft) => SignupDraft) => void;
  onSignIn: (identifier: string, password: string) => void;
  onSignUp: () => void;
}) {
  const t = useAppT();
  return (
    <Tabs.Root
      value={tab ?? 'signin'}
      // Radix hands back one of the trigger values declared below.
      onValueChange={(value) => openAuthDialog(value as AuthTab)}
      className="mt-5 grid gap-5"
    >
      <Tabs.List
        aria-label={t('auth.tabs')}
        className="grid grid-cols-2 rounded-lg bg-surface-muted p-1"
      >
        <Tabs.Trigger value="signin" className={tabClass}>
          {t('auth.signIn')}
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={tabClass}>
          {t('auth.signUp')}
        </Tabs.Trigger>
      </Tabs.List>
      {error && <FormAlert>{error}</FormAlert>}
      <Tabs.Content value="signin" forceMount className={panelClass}>
        <SignInForm loading={loading} onSubmit={onSignIn} />
      </Tabs.Content>
      <Tabs.Content value="signup" forceMount className={panelClass}>
        <SignUpForm draft={draft} onChange={onDraftChange} loading={loading} onSubmit={onSignUp} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
