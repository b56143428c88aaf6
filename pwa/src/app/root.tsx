import { lazy, Suspense } from 'react';
import { embedIdOf } from '#core/product';
import { App } from './app';

// The embed page (/embed/{id}) runs in other sites' frames: the viewer alone, in a chunk of its
// own, without the app around it (no router, sign-in, library, toasts or service worker).
const EmbedScreen = lazy(() =>
  import('../features/viewer/embed-screen').then((m) => ({ default: m.EmbedScreen })),
);

/**
 * What the page shows: on the embed page the viewer alone, else the app. The address is judged
 * as the browser sent it, by the rule the server judges the same request by (`embedIdOf`): only
 * that page may be framed. Should a frame ever hold any other address, the app is not drawn in
 * it, so nothing of an account can be clicked under another site's cover (docs/security.md).
 */
export function Root() {
  const embedId = embedIdOf(location.pathname);
  if (embedId)
    return (
      <Suspense fallback={null}>
        <EmbedScreen id={embedId} />
      </Suspense>
    );
  return window.self === window.top ? <App /> : null;
}
