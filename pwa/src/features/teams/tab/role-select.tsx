import type { GrantableRole } from '#core/team-roles';
import { cn } from '../../../ui/cn';
import { inputClass } from '../../../ui/form-field';
import { ROLE_NAME, useTeamsT } from '../team-texts';

/** A native select: the keyboard and screen readers know it. */
export function RoleSelect({
  label,
  labelHidden,
  choices,
  value,
  onChange,
  disabled,
  describedBy,
}: {
  label: string;
  labelHidden?: boolean;
  choices: readonly GrantableRole[];
  value: GrantableRole;
  onChange: (role: GrantableRole) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const t = useTeamsT();
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      <span className={labelHidden ? 'sr-only' : undefined}>{label}</span>
      <select
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        // The options are `choices`, all grantable roles: the value read back is one of them.
        onChange={(e) => onChange(e.target.value as GrantableRole)}
        className={cn(inputClass, 'min-w-[9rem] font-normal')}
      >
        {choices.map((role) => (
          <option key={role} value={role}>
            {t(ROLE_NAME[role])}
          </option>
        ))}
      </select>
    </label>
  );
}
