import { Check, Loader2, X } from 'lucide-react';
import { useAppT } from '../../ui/app-texts';
import type { EmailAvailability } from './use-email-availability';

/** The icon at the end of the e-mail field: checking, available, taken, or nothing. */
export function EmailStatus({ state }: { state: EmailAvailability }) {
  const t = useAppT();
  if (state === 'checking')
    return (
      <Loader2
        className="me-2 size-4 animate-spin text-fg-muted"
        aria-label={t('auth.emailChecking')}
      />
    );
  if (state === 'available')
    return (
      <Check
        className="me-2 size-5 text-green-600 dark:text-green-400"
        aria-label={t('auth.emailAvailable')}
        role="img"
      />
    );
  if (state === 'taken')
    return <X className="me-2 size-5 text-red-600 dark:text-red-400" aria-hidden />;
  return null;
}
