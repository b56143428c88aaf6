import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect, useState } from 'react';
import { afterSessionEnded } from '../data/session-end';
import { checkForUpdates } from './update-checks';

/**
 * The service worker's registration and updates, once a sign-out made offline has reached the
 * server: registering fetches the worker's script, which the browser sends with the session
 * cookie that sign-out is about to clear.
 */
export function UpdatePrompt() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterSessionEnded().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? <RegisteredUpdates /> : null;
}

/**
 * Registers the service worker, looks for new versions while the app is open, and, when one is
 * waiting, offers 'Reload to update'. The waiting worker takes over only on the user's word, so
 * queued work is never cut off.
 */
function RegisteredUpdates() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    void import('./update-toasts').then((m) => m.offerUpdate(updateServiceWorker));
  }, [needRefresh, updateServiceWorker]);

  return null;
}
