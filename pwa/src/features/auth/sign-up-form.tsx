import { Building2, Check, Loader2, User, X } from 'lucide-react';
import { type FormEvent, useCallback } from 'react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { FormField, PasswordField } from '../../ui/form-field';
import { PasswordChecks } from './password-checks';
import { displayNameOf, type SignupDraft, signupBlocked, usernameError } from './signup-draft';
import { useEmailAvailability } from './use-email-availability';
import { useUsernameSuggestion } from './use-username-suggestion';

/** The Sign Up tab; the draft lives in the parent so it survives the verification step. */
export function SignUpForm({
  draft,
  onChange,
  loading,
  onSubmit,
}: {
  draft: SignupDraft;
  onChange: (update: (draft: SignupDraft) => SignupDraft) => void;
  loading: boolean;
  onSubmit: () => void;
}) {
  const set = <K extends keyof SignupDraft>(key: K, value: SignupDraft[K]) =>
    onChange((d) => ({ ...d, [key]: value }));
  const displayName = displayNameOf(draft);
  const availability = useEmailAvailability(draft.email);
  const suggest = useCallback(
    (name: string) => onChange((d) => (d.usernameEdited ? d : { ...d, username: name })),
    [onChange],
  );
  useUsernameSuggestion(displayName, suggest);
  const blocked = signupBlocked(draft, availability === 'taken');
  const organization = draft.accountType === 'organization';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blocked && !loading) onSubmit();
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <fieldset>
        <legend className="sr-only">Account type</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['individual', 'Individual', User],
              ['organization', 'Organization', Building2],
            ] as const
          ).map(([value, label, Icon]) => (
            <label
              key={value}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium transition',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-fg',
                draft.accountType === value
                  ? 'border-transparent bg-primary text-primary-ink'
                  : 'border-border bg-surface text-fg hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                name="accountType"
                value={value}
                checked={draft.accountType === value}
                onChange={() => set('accountType', value)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {organization ? (
        <FormField
          label="Organization / Team Name"
          name="organization"
          autoComplete="organization"
          value={draft.organizationName}
          onChange={(e) => set('organizationName', e.target.value)}
          required
        />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <FormField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            value={draft.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            required
          />
          <FormField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            value={draft.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            required
          />
        </div>
      )}

      <p className="-mt-2 text-sm text-fg-muted" aria-live="polite">
        Display name: <span className="font-medium text-fg">{displayName}</span>
      </p>

      <FormField
        label="Username"
        name="newUsername"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={draft.username}
        onChange={(e) =>
          onChange((d) => ({ ...d, username: e.target.value, usernameEdited: true }))
        }
        error={usernameError(draft.username)}
        hint={draft.username ? null : 'Suggested from your name; you can change it.'}
        required
      />

      <FormField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={draft.email}
        onChange={(e) => set('email', e.target.value)}
        error={availability === 'taken' ? 'Email already registered' : null}
        trailing={<EmailStatus state={availability} />}
        required
      />

      <PasswordField
        label="Password"
        name="newPassword"
        autoComplete="new-password"
        value={draft.password}
        onChange={(e) => set('password', e.target.value)}
        required
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={draft.confirmPassword}
        onChange={(e) => set('confirmPassword', e.target.value)}
        required
      />
      <PasswordChecks password={draft.password} confirm={draft.confirmPassword} />

      <Button type="submit" size="lg" disabled={blocked || loading} className="w-full">
        {loading ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

function EmailStatus({ state }: { state: ReturnType<typeof useEmailAvailability> }) {
  if (state === 'checking')
    return <Loader2 className="mr-2 size-4 animate-spin text-fg-muted" aria-label="Checking" />;
  if (state === 'available')
    return (
      <Check
        className="mr-2 size-5 text-green-600 dark:text-green-400"
        aria-label="Email available"
        role="img"
      />
    );
  if (state === 'taken')
    return <X className="mr-2 size-5 text-red-600 dark:text-red-400" aria-hidden />;
  return null;
}
