import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect } from 'react';
import { toast } from '../ui/toast';

/**
 * Registers the service worker and, when a new version is waiting, offers 'Reload to update'.
 * The waiting worker takes over only on the user's word, so queued work is never cut off.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  useEffect(() => {
    if (!needRefresh) return;
    toast({
      title: 'A new version of Flipfold is ready',
      description: 'Reload to update. Nothing you have saved will be lost.',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Reload to update', onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
