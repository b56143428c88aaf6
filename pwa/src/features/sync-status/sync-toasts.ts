import { ERROR_CODES } from '#core/errors';
import type { FlipbookField } from '#core/flipbook-fields';
import type { SyncEvent } from '#offline/sync/events';
import { type MessageId, t } from '../../i18n/i18n';
import type { ToastInput } from '../../ui/toast';
import { VERIFY_FIRST_TOAST } from '../../ui/verify-first-toast';

/** The texts of an edit made here that another replaced, or that replaced another's, by field. */
const FIELD_TEXTS = {
  title: ['sync.replaced.rename', 'sync.changedBy.rename', 'sync.overrode.rename'],
  order: ['sync.replaced.order', 'sync.changedBy.order', 'sync.overrode.order'],
  panels: ['sync.replaced.panels', 'sync.changedBy.panels', 'sync.overrode.panels'],
  leadForm: ['sync.replaced.leadForm', 'sync.changedBy.leadForm', 'sync.overrode.leadForm'],
  readsRtl: ['sync.replaced.readsRtl', 'sync.changedBy.readsRtl', 'sync.overrode.readsRtl'],
} as const satisfies Record<FlipbookField, readonly [MessageId, MessageId, MessageId]>;

/**
 * An edit made here that another edit replaced: named by its member when it was someone else's
 * (a team's flipbook, docs/teams.md), else told as another device's.
 */
const replacedToast = (event: Extract<SyncEvent, { kind: 'replaced' }>): ToastInput => {
  const [elsewhere, by] = FIELD_TEXTS[event.field];
  return event.by === undefined
    ? { title: t('sync.replaced.title'), description: t(elsewhere, { title: event.title }) }
    : {
        title: t('sync.changedBy.title', { name: event.by }),
        description: t(by, { name: event.by, title: event.title }),
      };
};

/** A flipbook or an event kit of the account's, deleted on another device. */
const removedElsewhere = (
  event: Extract<SyncEvent, { kind: 'deleted-elsewhere' | 'kit-deleted-elsewhere' }>,
): ToastInput =>
  event.kind === 'deleted-elsewhere'
    ? {
        title: t('sync.removed.title'),
        description: t('sync.removed.text', { title: event.title }),
      }
    : {
        title: t('sync.kitRemoved.title'),
        description: t('sync.kitRemoved.text', { name: event.name }),
      };

/**
 * The texts for what happened to queued changes (docs/product-rules.md, "Offline and sync"), in
 * the app's words: the caller awaits them first (`appTextsReady`).
 */
export function toastForSyncEvent(event: SyncEvent): ToastInput | null {
  switch (event.kind) {
    case 'created':
      return null;
    case 'timeout':
      return { title: t('app.error'), description: t('sync.timeout'), variant: 'destructive' };
    case 'paused':
      return { title: t('sync.paused.title'), description: t('sync.paused.text') };
    case 'deleted-elsewhere':
    case 'kit-deleted-elsewhere':
      return removedElsewhere(event);
    case 'replaced':
      return replacedToast(event);
    case 'left-team':
      return {
        title: t('sync.leftTeam.title'),
        description: t('sync.leftTeam.text', { name: event.name }),
      };
    case 'overrode':
      return {
        title: t('sync.overrode.title'),
        description: t(FIELD_TEXTS[event.field][2], { title: event.title }),
      };
    case 'order-rebased':
      return {
        title: t('sync.orderKept.title'),
        description: t('sync.orderKept.text', { title: event.title }),
      };
    case 'order-dropped':
      return {
        title: t('sync.orderDropped.title'),
        description: t('sync.orderDropped.text', { title: event.title }),
      };
    case 'failed':
      if (event.code === ERROR_CODES.EMAIL_NOT_VERIFIED) return { ...VERIFY_FIRST_TOAST };
      if (event.entryKind === 'lead')
        return {
          title: t('sync.leadFailed.title'),
          description: t('sync.leadFailed.text', { title: event.title, error: event.error }),
          variant: 'destructive',
        };
      if (event.entryKind === 'create')
        return {
          title: t('app.error'),
          description: t('sync.createFailed', { error: event.error }),
          variant: 'destructive',
        };
      return {
        title: t('sync.failed.title'),
        description: t('sync.failed.text', { title: event.title, error: event.error }),
        variant: 'destructive',
      };
  }
}
