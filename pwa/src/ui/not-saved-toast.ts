import { isStorageFull } from '../data/storage-full';
import { t } from '../i18n/i18n';
import { appTextsReady } from './app-texts';
import { toast } from './toast';

/**
 * Tells the user a change to this device's library was not saved (each write is one transaction,
 * so nothing of it was): a full disk in the same words for every write, naming `what` was lost,
 * anything else with `otherwise`, or only in the console when `otherwise` is null. Both are the
 * caller's words; the toast waits for the app's texts, as it may come before any screen loaded
 * them.
 */
export function toastNotSaved(err: unknown, what: string, otherwise: string | null): void {
  const full = isStorageFull(err);
  if (!full && otherwise === null) {
    console.error(err);
    return;
  }
  void appTextsReady().then(() =>
    toast({
      title: t('app.error'),
      description: full ? t('app.notSaved', { what }) : (otherwise ?? ''),
      variant: 'destructive',
    }),
  );
}
