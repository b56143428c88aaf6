import { PRODUCT_NAME } from '#core/product';
import { afterRunningDrain } from '#offline/sync/lock';
import { t } from '../i18n/i18n';
import { appTextsReady } from '../ui/app-texts';
import { toast } from '../ui/toast';

/**
 * 'Reload to update': the new version takes over and the page reloads, once any drain running
 * (here, in another tab or in the service worker) has its reply, so no change is cut off mid-send.
 * A drain can take a while (a create waits up to 60 s), so the page says what it is waiting for.
 */
async function reloadToUpdate(update: (reloadPage?: boolean) => Promise<void>) {
  await afterRunningDrain(() =>
    toast({
      title: t('update.updating', { product: PRODUCT_NAME }),
      description: t('update.finishing'),
      duration: Number.POSITIVE_INFINITY,
    }),
  );
  await update(true);
}

/**
 * Offers the waiting version, in the page's language: loaded with the app's texts when a new
 * version is found, so a shared link's first visit carries neither.
 */
export async function offerUpdate(update: (reloadPage?: boolean) => Promise<void>): Promise<void> {
  await appTextsReady();
  toast({
    title: t('update.ready', { product: PRODUCT_NAME }),
    description: t('update.readyText'),
    duration: Number.POSITIVE_INFINITY,
    action: { label: t('update.reload'), onClick: () => void reloadToUpdate(update) },
  });
}
