import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect } from 'react';
import { afterRunningDrain } from '#offline/sync/lock';
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
 * Registers the service worker, looks for new versions while the app is open, and, when one is
 * waiting, offers 'Reload to update'. The waiting worker takes over only on the user's word, so
 * queued work is never cut off.
 */
export function UpdatePrompt() {
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
