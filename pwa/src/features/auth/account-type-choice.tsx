import { Building2, User } from 'lucide-react';
import type { AccountType } from '#core/schemas/auth';
import { useAppT } from '../../ui/app-texts';
import { cn } from '../../ui/cn';

const CHOICES = [
  ['individual', 'auth.individual', User],
  ['organization', 'auth.organization', Building2],
] as const;

/** The Individual / Organization switch: two radio buttons drawn as toggle buttons. */
export function AccountTypeChoice({
  value,
  onChange,
}: {
  value: AccountType;
  onChange: (value: AccountType) => void;
}) {
  const t = useAppT();
  return (
    <fieldset>
      <legend className="sr-only">{t('auth.accountType')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {CHOICES.map(([choice, label, Icon]) => (
          <label
            key={choice}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium transition',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-fg',
              value === choice
                ? 'border-transparent bg-primary text-primary-ink'
                : 'border-border bg-surface text-fg hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name="accountType"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden />
            {t(label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
