import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES } from '#core/password-rules';
import { useAppT } from '#pwa/ui/app-texts';
import { cn } from '#pwa/ui/cn';
import { RULE_CHECKLIST } from '#pwa/ui/password-texts';

/** Every password rule and the match, ticked off live as the new password is typed. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const t = useAppT();
  const checks = [
    ...PASSWORD_RULES.map((rule) => {
      const { id, values } = RULE_CHECKLIST[rule.id];
      return { label: t(id, values), met: rule.test(password) };
    }),
    { label: t('auth.passwordsMatch'), met: password.length > 0 && password === confirm },
  ];
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={t('auth.reset.checklist')}>
      {checks.map((check) => (
        <li
          key={check.label}
          className={cn(
            'flex items-center gap-2',
            check.met ? 'text-green-700 dark:text-green-400' : 'text-fg-muted',
          )}
        >
          {check.met ? (
            <Check className="size-4 shrink-0" aria-hidden />
          ) : (
            <Circle className="size-4 shrink-0" aria-hidden />
          )}
          {check.label}
          <span className="sr-only">
            {t(check.met ? 'auth.reset.checkDone' : 'auth.reset.checkNotYet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
