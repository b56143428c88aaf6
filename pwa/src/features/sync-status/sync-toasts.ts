import { ERROR_CODES } from '#core/errors';
import type { SyncEvent } from '#offline/sync/engine';
import type { ToastInput } from '../../ui/toast';
import { VERIFY_FIRST_TOAST } from '../../ui/verify-first-toast';

/** The texts for what happened to queued changes (docs/product-rules.md, "Offline and sync"). */
export function toastForSyncEvent(event: SyncEvent): ToastInput | null {
  switch (event.kind) {
    case 'created':
      return null;
    case 'timeout':
      return {
        title: 'Error',
        description: 'Request timeout - database may be slow or offline',
        variant: 'destructive',
      };
    case 'paused':
      return {
        title: 'Session expired',
        description: 'Sign in again to sync your changes. Nothing has been lost.',
      };
    case 'deleted-elsewhere':
      return {
        title: 'Flipbook removed',
        description: `“${event.title}” was deleted on another device.`,
      };
    case 'failed':
      if (event.code === ERROR_CODES.EMAIL_NOT_VERIFIED) {
        return VERIFY_FIRST_TOAST;
      }
      if (event.entryKind === 'lead') {
        return {
          title: 'Lead not sent',
          description: `A visitor’s address for “${event.title}”: ${event.error}`,
          variant: 'destructive',
        };
      }
      if (event.entryKind === 'create') {
        return {
          title: 'Error',
          description: `Failed to create flipbook: ${event.error}`,
          variant: 'destructive',
        };
      }
      return {
        title: 'Sync failed',
        description: `“${event.title}”: ${event.error}`,
        variant: 'destructive',
      };
  }
}
