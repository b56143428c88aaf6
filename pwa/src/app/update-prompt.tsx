import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect, useState } from 'react';
import { afterRunningDrain } from '#offline/sync/lock';
import { afterSessionEnded } from '../data/session-end';
import { toast } from '../ui/toast';
import { checkForUpdates } from './update-checks';

/**
 * 'Reload to update': the new version takes over and the page reloads, once any drain running
 * (here, in another tab or in the service worker) has its reply, so no change is cut off mid-send.
 * A drain can take a while (a create waits up to 60 s), so the page says what it is waiting for.
 */
async function reloadToUpdate(update: (reloadPage?: boolean) => Promise<void>) {
  await afterRunningDrain(() =>
    toast({
      title: 'Updating Flipfold',
      description: 'Finishing the sync first, then reloading…',
      duration: Number.POSITIVE_INFINITY,
    }),
  );
  await update(true);
}

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
    toast({
      title: 'A new version of Flipfold is ready',
      description: 'Reload to update. Nothing you have saved will be lost.',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: 'Reload to update',
        onClick: () => void reloadToUpdate(updateServiceWorker),
      },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
