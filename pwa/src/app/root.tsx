import { lazy, Suspense } from 'react';
import { embedIdOf } from '#core/product';
import { App } from './app';

// The embed page (/embed/{id}) runs in other sites' frames: the viewer alone, in a chunk of its
// own, without the app around it (no router, sign-in, library, toasts or service worker).
const EmbedScreen = lazy(() =>
  import('../features/viewer/embed-screen').then((m) => ({ default: m.EmbedScreen })),
);

/** What the page shows: the app, or on /embed/{id} the embed page alone. */
export function Root() {
  const embedId = embedIdOf(location.pathname);
  return embedId ? (
    <Suspense fallback={null}>
      <EmbedScreen id={embedId} />
    </Suspense>
  ) : (
    <App />
  );
}
