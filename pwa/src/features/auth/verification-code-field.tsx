import { ACCOUNT_LIMITS } from '#core/limits';
import { useAppT } from '../../ui/app-texts';
import { cn } from '../../ui/cn';

const DIGITS = ACCOUNT_LIMITS.verificationCodeDigits;

import { inputClass } from '../../ui/form-field';

/** The labelled one-time-code input; it keeps only digits, at most the code's length. */
export function VerificationCodeField({
  code,
  invalid,
  onChange,
}: {
  code: string;
  invalid: boolean;
  onChange: (code: string) => void;
}) {
  const t = useAppT();
  return (
    <div className="grid gap-1.5">
      <label htmlFor="verification-code" className="text-sm font-medium">
        {t('auth.verify.code')}
      </label>
      <input
        id="verification-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${DIGITS}}`}
        maxLength={DIGITS}
        placeholder={'0'.repeat(DIGITS)}
        value={code}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, DIGITS))}
        aria-invalid={invalid ? true : undefined}
        className={cn(
          inputClass,
          'h-14 text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl',
        )}
      />
    </div>
  );
}
