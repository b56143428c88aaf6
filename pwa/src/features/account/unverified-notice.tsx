import { MailWarning } from 'lucide-react';
import { ACCOUNT_LIMITS } from '#core/limits';
import type { PublicUser } from '#core/schemas/auth';
import { openVerificationDialog } from '../../state/auth-dialog';
import { useAppT } from '../../ui/app-texts';

/**
 * The amber banner's words and its button. The mail holds a link and a code: the banner's own
 * sentence names the link, the button after it the code.
 */
export function UnverifiedNotice({
  user,
  authToken,
}: {
  user: PublicUser;
  authToken: string | null;
}) {
  const t = useAppT();
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2.5 text-sm sm:items-center sm:px-6">
        <MailWarning className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden />
        <p>
          {t('account.unverified', { digits: ACCOUNT_LIMITS.verificationCodeDigits })}{' '}
          <button
            type="button"
            className="cursor-pointer font-semibold underline underline-offset-2 hover:no-underline"
            onClick={() =>
              openVerificationDialog({ email: user.email, authToken, justSent: false })
            }
          >
            {t('account.enterCode')}
          </button>
        </p>
      </div>
    </div>
  );
}
