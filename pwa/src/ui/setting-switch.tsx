import { Switch } from 'radix-ui';
import { useId } from 'react';

/** A setting of a dialog that is on or off: its label, what it does, and the switch itself. */
export function SettingSwitch(props: {
  label: string;
  hint: React.ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="mt-5 flex items-start justify-between gap-4 rounded-lg border border-border p-3">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {props.hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        aria-describedby={`${id}-hint`}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-border bg-surface-muted transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary data-[state=checked]:border-fg data-[state=checked]:bg-fg"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-[1.3rem]" />
      </Switch.Root>
    </div>
  );
}
