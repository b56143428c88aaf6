import { MailWarning } from 'lucide-react';
import { CODE_NAME } from '#core/limit-texts';
import { openVerificationDialog } from '../../state/auth-dialog';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';

/**
 * The amber banner under the header for signed-in users whose e-mail is not verified. The mail
 * holds a link and a code: the banner's own sentence names the link, the button after it the code.
 */
export function UnverifiedBanner() {
  const { user, authToken } = useValue(sessionStore);
  if (!user || user.isVerified) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2.5 text-sm sm:items-center sm:px-6">
        <MailWarning className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden />
        <p>
          Please verify your email to create flipbooks. Check your inbox for the verification link.{' '}
          The same email holds a {CODE_NAME}:{' '}
          <button
            type="button"
            className="cursor-pointer font-semibold underline underline-offset-2 hover:no-underline"
            onClick={() =>
              openVerificationDialog({ email: user.email, authToken, justSent: false })
            }
          >
            Enter the code
          </button>
        </p>
      </div>
    </div>
  );
}
