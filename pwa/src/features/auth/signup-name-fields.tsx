import { useAppT } from '../../ui/app-texts';
import { FormField } from '../../ui/form-field';
import type { SetDraftField } from './set-draft-field';
import type { SignupDraft } from './signup-draft';

/** The organization's name, or first and last name for an individual, and the name they make. */
export function SignupNameFields({
  draft,
  displayName,
  set,
}: {
  draft: SignupDraft;
  displayName: string;
  set: SetDraftField;
}) {
  const t = useAppT();
  return (
    <>
      {draft.accountType === 'organization' ? (
        <FormField
          label={t('auth.organizationName')}
          name="organization"
          autoComplete="organization"
          value={draft.organizationName}
          onChange={(e) => set('organizationName', e.target.value)}
          required
        />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <FormField
            label={t('auth.firstName')}
            name="firstName"
            autoComplete="given-name"
            value={draft.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            required
          />
          <FormField
            label={t('auth.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={draft.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            required
          />
        </div>
      )}

      <p className="-mt-2 text-sm text-fg-muted" aria-live="polite">
        {t('auth.displayName')} <span className="font-medium text-fg">{displayName}</span>
      </p>
    </>
  );
}
