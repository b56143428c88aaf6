import { Check, X } from 'lucide-react';
import { unmetPasswordRules } from '#core/password-rules';
import { useAppT } from '../../ui/app-texts';
import { PASSWORDS_DIFFER, RULE_LABELS } from '../../ui/password-texts';

/** The live list of unmet sign-up rules and the match indicator under the password fields. */
export function PasswordChecks({ password, confirm }: { password: string; confirm: string }) {
  const t = useAppT();
  const unmet = password ? unmetPasswordRules(password) : [];
  return (
    <div className="grid gap-1 text-sm" aria-live="polite">
      {unmet.length > 0 && (
        <ul className="grid gap-1" aria-label={t('auth.rulesUnmet')}>
          {unmet.map((rule) => (
            <li key={rule.id} className="flex items-center gap-2 text-red-600 dark:text-red-400">
              <X className="size-4 shrink-0" aria-hidden />
              {t(RULE_LABELS[rule.id].id, RULE_LABELS[rule.id].values)}
            </li>
          ))}
        </ul>
      )}
      {confirm &&
        (password === confirm ? (
          <p className="flex items-center gap-2 text-green-700 dark:text-green-400">
            <Check className="size-4 shrink-0" aria-hidden />
            {t('auth.passwordsMatch')}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-red-600 dark:text-red-400">
            <X className="size-4 shrink-0" aria-hidden />
            {t(PASSWORDS_DIFFER.id)}
          </p>
        ))}
    </div>
  );
}
