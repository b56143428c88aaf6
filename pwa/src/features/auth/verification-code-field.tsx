import { cn } from '../../ui/cn';
import { inputClass } from '../../ui/form-field';

/** The labelled one-time-code input; it keeps only digits, at most six. */
export function VerificationCodeField({
  code,
  invalid,
  onChange,
}: {
  code: string;
  invalid: boolean;
  onChange: (code: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="verification-code" className="text-sm font-medium">
        Verification code
      </label>
      <input
        id="verification-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        placeholder="000000"
        value={code}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        aria-invalid={invalid ? true : undefined}
        className={cn(
          inputClass,
          'h-14 text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl',
        )}
      />
    </div>
  );
}
