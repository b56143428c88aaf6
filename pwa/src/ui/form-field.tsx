import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useLocale } from '../i18n/i18n';
import { useAppT } from './app-texts';
import { cn } from './cn';

export const inputClass = cn(
  'h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg sm:text-sm',
  'placeholder:text-fg-muted/70 focus-visible:border-fg focus-visible:outline-none',
  'focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-60',
  'aria-[invalid=true]:border-red-500 dark:aria-[invalid=true]:border-red-400',
);

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** An error under the field, announced with it (aria-describedby, aria-invalid). */
  error?: string | null;
  /** Help or status under the field, also read with it. */
  hint?: ReactNode;
  /** Something drawn inside the input's end edge (an icon or a toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its error and hint wired for screen readers. */
export function FormField({ label, error, hint, trailing, className, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(inputClass, trailing ? 'pe-11' : null)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 end-1 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="text-sm text-fg-muted">
          {hint}
        </div>
      )}
    </div>
  );
}

/** A password field with a show/hide toggle (docs/product-rules.md). */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const t = useAppT();
  const locale = useLocale();
  // 'Show password': the label as a word inside a sentence, but German keeps its nouns' capital.
  const field = locale === 'de' ? props.label : props.label.toLocaleLowerCase(locale);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'app.hideField' : 'app.showField', { field })}
          aria-pressed={visible}
          className="grid size-9 place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden />
          ) : (
            <Eye className="size-4" aria-hidden />
          )}
        </button>
      }
    />
  );
}

/** The red alert of forms (the parent's error in the sign-in dialog, server errors on pages). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200"
    >
      {children}
    </div>
  );
}
