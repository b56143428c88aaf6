import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Landing } from '../features/landing/landing';
import { SharedLinkViewer } from '../features/viewer/viewer-screens';
import { useValue } from '../state/external-store';
import { sessionStore } from '../state/session';
import { SignedInHomeSkeleton } from './home-layout';
import { useHomeViewerActions } from './home-viewer-actions';

// The library (with the local database, upload and its dialogs) loads for signed-in users only:
// the landing and shared links download the viewer alone.
const SignedInHome = lazy(() =>
  import('./signed-in-home').then((m) => ({ default: m.SignedInHome })),
);

/**
 * The home route composes features: `?view=` shows the shared-link viewer to anyone; otherwise the
 * landing for visitors, and for signed-in users the upload zone and the library.
 */
export function HomeRoute() {
  const { user } = useValue(sessionStore);
  const [params] = useSearchParams();
  const viewId = params.get('view');
  if (viewId) return <SharedLink id={viewId} />;
  if (!user) return <Landing />;
  return (
    <Suspense fallback={<SignedInHomeSkeleton />}>
      <SignedInHome user={user} />
    </Suspense>
  );
}

function SharedLink({ id }: { id: string }) {
  const { actions, dialogs } = useHomeViewerActions(() => {}, true);
  return (
    <>
      <SharedLinkViewer id={id} actions={actions} />
      {dialogs}
    </>
  );
}
