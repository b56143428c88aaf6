import { Building2, User } from 'lucide-react';
import type { AccountType } from '#core/schemas/auth';
import { cn } from '../../ui/cn';

const CHOICES = [
  ['individual', 'Individual', User],
  ['organization', 'Organization', Building2],
] as const;

/** The Individual / Organization switch: two radio buttons drawn as toggle buttons. */
export function AccountTypeChoice({
  value,
  onChange,
}: {
  value: AccountType;
  onChange: (value: AccountType) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Account type</legend>
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
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
