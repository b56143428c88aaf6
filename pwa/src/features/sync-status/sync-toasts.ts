import { ERROR_CODES } from '#core/errors';
import { FIELD_CHANGED } from '#core/flipbook-changers';
import type { FlipbookField } from '#core/flipbook-fields';
import { LEAD_TEXTS } from '#core/leads';
import type { SyncEvent } from '#offline/sync/events';
import type { ToastInput } from '../../ui/toast';
import { VERIFY_FIRST_TOAST } from '../../ui/verify-first-toast';

/** What replaced an edit made here, by the field it changed. */
const REPLACED: Record<FlipbookField, (title: string) => string> = {
  title: (title) => `Renamed to “${title}” on another device.`,
  order: (title) => `“${title}”: the pages were reordered on another device.`,
  panels: (title) => `“${title}”: the panels were replaced on another device.`,
  leadForm: (title) => `“${title}”: ‘${LEAD_TEXTS.formSwitch}’ was changed on another device.`,
  readsRtl: (title) => `“${title}”: ‘Reads right to left’ was changed on another device.`,
};

/** What an edit made here replaced of another device's, by the field it changed. */
const OVERRODE: Record<FlipbookField, (title: string) => string> = {
  title: (title) => `Your rename replaced one made on another device: “${title}”.`,
  order: (title) => `Your page order replaced one made on another device: “${title}”.`,
  panels: (title) => `Your panels replaced those made on another device: “${title}”.`,
  leadForm: (title) =>
    `Your ‘${LEAD_TEXTS.formSwitch}’ setting replaced one made on another device: “${title}”.`,
  readsRtl: (title) =>
    `Your ‘Reads right to left’ setting replaced one made on another device: “${title}”.`,
};

/**
 * An edit made here that another edit replaced: named by its member when it was someone else's
 * (a team's flipbook, docs/teams.md), else told as another device's.
 */
const replacedToast = (event: Extract<SyncEvent, { kind: 'replaced' }>): ToastInput =>
  event.by === undefined
    ? { title: 'Changed on another device', description: REPLACED[event.field](event.title) }
    : {
        title: `Changed by ${event.by}`,
        description: `${FIELD_CHANGED[event.field]} by ${event.by} while you were offline: “${event.title}”.`,
      };

/** A flipbook or an event kit of the account's, deleted on another device. */
const removedElsewhere = (
  event: Extract<SyncEvent, { kind: 'deleted-elsewhere' | 'kit-deleted-elsewhere' }>,
): ToastInput =>
  event.kind === 'deleted-elsewhere'
    ? { title: 'Flipbook removed', description: `“${event.title}” was deleted on another device.` }
    : {
        title: 'Event kit removed',
        description: `The event kit “${event.name}” was deleted on another device.`,
      };

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
    case 'kit-deleted-elsewhere':
      return removedElsewhere(event);
    case 'replaced':
      return replacedToast(event);
    case 'left-team':
      return {
        title: 'Team library removed',
        description: `You are no longer a member of “${event.name}”; its library was removed from this device.`,
      };
    case 'overrode':
      return { title: 'Your change was kept', description: OVERRODE[event.field](event.title) };
    case 'order-rebased':
      return {
        title: 'Page order kept',
        description: `“${event.title}”: the page order set here was put on the new panels made on another device.`,
      };
    case 'order-dropped':
      return {
        title: 'Page order dropped',
        description: `“${event.title}”: another device replaced the panels with a different number of pages, so the page order set here was dropped.`,
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
