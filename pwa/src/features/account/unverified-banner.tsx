import { lazy, Suspense } from 'react';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';

// Its words come with the app's texts, which a shared link's page does not carry: loaded only
// for a signed-in user whose e-mail is not verified.
const UnverifiedNotice = lazy(() =>
  import('./unverified-notice').then((m) => ({ default: m.UnverifiedNotice })),
);

/** The amber banner under the header for signed-in users whose e-mail is not verified. */
export function UnverifiedBanner() {
  const { user, authToken } = useValue(sessionStore);
  if (!user || user.isVerified) return null;
  return (
    <Suspense fallback={null}>
      <UnverifiedNotice user={user} authToken={authToken} />
    </Suspense>
  );
}
