import { isStorageFull } from '../data/storage-full';
import { toast } from './toast';

/**
 * Tells the user a change to this device's library was not saved (each write is one transaction,
 * so nothing of it was): a full disk in the same words for every write, naming `what` was lost,
 * anything else with `otherwise`, or only in the console when `otherwise` is null.
 */
export function toastNotSaved(err: unknown, what: string, otherwise: string | null): void {
  const description = isStorageFull(err)
    ? `This device is out of storage space, so ${what} was not saved. Free some space and try again.`
    : otherwise;
  if (description === null) console.error(err);
  else toast({ title: 'Error', description, variant: 'destructive' });
}
