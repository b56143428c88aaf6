import { lazy, Suspense, useEffect } from 'react';
import { embedIdOf } from '#core/product';
import { loadedKioskScreen, loadKioskScreen } from '../features/event-kit/kiosk-chunk';
import { followOtherTabs, kioskStore } from '../features/event-kit/running-kiosk';
import { useValue } from '../state/external-store';
import { App } from './app';

// The embed page (/embed/{id}) runs in other sites' frames: the viewer alone, in a chunk of its
// own, without the app around it (no router, sign-in, library, toasts or service worker).
const EmbedScreen = lazy(() =>
  import('../features/viewer/embed-screen').then((m) => ({ default: m.EmbedScreen })),
);

// A kiosk presenting on this device replaces the whole app, whatever the address or the session.
const KioskScreen = lazy(() => loadKioskScreen().then((screen) => ({ default: screen })));

/**
 * What the page shows: on the embed page the viewer alone, else the running kiosk or the app. The
 * address is judged as the browser sent it, by the rule the server judges the same request by
 * (`embedIdOf`): only that page may be framed. Should a frame ever hold any other address, nothing
 * is drawn in it, so nothing of an account can be clicked under another site's cover
 * (docs/security.md).
 */
export function Root() {
  const kiosk = useValue(kioskStore);
  useEffect(followOtherTabs, []);
  const embedId = embedIdOf(location.pathname);
  if (embedId)
    return (
      <Suspense fallback={null}>
        <EmbedScreen id={embedId} />
      </Suspense>
    );
  if (window.self !== window.top) return null;
  const Loaded = loadedKioskScreen();
  if (kiosk && Loaded) return <Loaded kiosk={kiosk} />;
  if (kiosk)
    return (
      <Suspense fallback={<div className="fixed inset-0 bg-bg" />}>
        <KioskScreen kiosk={kiosk} />
      </Suspense>
    );
  return <App />;
}
