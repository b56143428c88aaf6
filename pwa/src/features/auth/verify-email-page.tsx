import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiCall, failureText } from '../../data/api-client';
import { fetchCurrentUser } from '../../data/current-user';
import { saveSession, sessionStore } from '../../state/session';
import { useAppT } from '../../ui/app-texts';
import { buttonClass } from '../../ui/button';
import { PageCard } from '../../ui/page-card';

type Outcome =
  | { state: 'verifying' }
  | { state: 'verified' }
  | { state: 'failed'; message: string | null };

/** Link tokens are single use, so one request per token even when effects run twice. */
const requests = new Map<string, Promise<Outcome>>();

function verifyToken(token: string): Promise<Outcome> {
  let request = requests.get(token);
  if (!request) {
    request = apiCall('/api/auth/verify-email', { method: 'POST', body: { token } }).then(
      (result): Outcome =>
        result.kind === 'ok'
          ? { state: 'verified' }
          : {
              state: 'failed',
              // The server's own words, if it gave any; else the page's, in its language.
              message: failureText(result, '') || null,
            },
    );
    requests.set(token, request);
  }
  return request;
}

/** Refreshes the signed-in user so the banner disappears at once. */
async function refreshUser() {
  if (!sessionStore.get().user) return;
  const result = await fetchCurrentUser();
  // Otherwise the next start asks again.
  if (result.kind === 'ok') saveSession(result.value.user, null);
}

/** /verify-email?token=...: verifies on load. */
export function VerifyEmailPage() {
  const t = useAppT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'verifying' } : { state: 'failed', message: t('auth.verifyPage.noToken') },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    void verifyToken(token).then((result) => {
      if (!current) return;
      setOutcome(result);
      if (result.state === 'verified') void refreshUser();
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <PageCard>
      <div className="grid justify-items-center gap-3 text-center" aria-live="polite">
        {outcome.state === 'verifying' && (
          <>
            <Loader2 className="size-10 animate-spin text-fg-muted" aria-hidden />
            <h1 className="text-xl font-semibold">{t('auth.verifyPage.verifying')}</h1>
          </>
        )}
        {outcome.state === 'verified' && (
          <>
            <CircleCheck className="size-10 text-green-600 dark:text-green-400" aria-hidden />
            <h1 className="text-xl font-semibold">{t('auth.verifyPage.done')}</h1>
          </>
        )}
        {outcome.state === 'failed' && (
          <>
            <CircleAlert className="size-10 text-red-600 dark:text-red-400" aria-hidden />
            <h1 className="text-xl font-semibold">{t('auth.verify.failed')}</h1>
            <p role="alert" className="text-sm text-fg-muted">
              {outcome.message ?? t('auth.verifyPage.expired')}
            </p>
          </>
        )}
      </div>
      {outcome.state !== 'verifying' && (
        <Link to="/" className={buttonClass({ size: 'lg' }, 'mt-6 w-full')}>
          {t('app.backHome')}
        </Link>
      )}
    </PageCard>
  );
}
