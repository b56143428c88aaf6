import type { SyncEvent } from '#offline/sync/events';
import { t } from '../../i18n/i18n';
import { createExternalStore } from '../../state/external-store';
import type { ToastInput } from '../../ui/toast';
import { toastForSyncEvent } from './sync-toasts';

/** What another device did to work made here, told until the user has read it. */
export interface SyncNotice {
  id: number;
  text: string;
}

/** The outcomes that replaced or moved work made here: each is told and kept until read. */
const NOTICE_KINDS = new Set<SyncEvent['kind']>([
  'replaced',
  'deleted-elsewhere',
  'kit-deleted-elsewhere',
  'order-rebased',
  'order-dropped',
]);
/** Work made here that replaced another device's: kept in the sync status, never a toast. */
const STATUS_ONLY = new Set<SyncEvent['kind']>(['overrode']);
/** Told as a toast of its own, and kept in the sync status until read. */
const TOLD_AND_KEPT = new Set<SyncEvent['kind']>(['left-team']);

/** Notices not read yet, newest last: the sync status lists them. */
export const syncNotices = createExternalStore<SyncNotice[]>([]);
let nextNotice = 1;

export const readNotice = (id: number) =>
  syncNotices.set(syncNotices.get().filter((notice) => notice.id !== id));
export const readAllNotices = () => syncNotices.set([]);

/** How many notices a toast names before it says the rest are in the sync status. */
const LISTED = 3;

/**
 * The toast for the outcomes of one drain, which arrive together: a failure first (it needs the
 * user), else one notice, else one toast for several, naming them and pointing to the rest. Every
 * notice also goes to `syncNotices`, so none is lost when several arrive at once. In the app's
 * words, as they are when the drain ends: the caller awaits them first (`appTextsReady`).
 */
export function toastForSyncEvents(events: readonly SyncEvent[]): ToastInput | null {
  const notices = events.filter((e) => NOTICE_KINDS.has(e.kind));
  const textOf = (e: SyncEvent) => toastForSyncEvent(e)?.description ?? '';
  const texts = notices.map(textOf).filter(Boolean);
  const kept = [
    ...notices,
    ...events.filter((e) => STATUS_ONLY.has(e.kind) || TOLD_AND_KEPT.has(e.kind)),
  ]
    .map(textOf)
    .filter(Boolean);
  if (kept.length > 0)
    syncNotices.set([...syncNotices.get(), ...kept.map((text) => ({ id: nextNotice++, text }))]);
  const others = events
    .filter((e) => !NOTICE_KINDS.has(e.kind) && !STATUS_ONLY.has(e.kind))
    .map(toastForSyncEvent);
  const other =
    others.find((made) => made?.variant === 'destructive') ?? others.find((made) => made !== null);
  if (other) return other;
  if (notices.length < 2) return notices[0] ? toastForSyncEvent(notices[0]) : null;
  const replaced = notices.every((e) => e.kind === 'replaced');
  // Members' edits are each named in their notice: the title then names no device.
  const named = notices.some((e) => e.kind === 'replaced' && e.by);
  const title = replaced
    ? named
      ? 'sync.many.replaced'
      : 'sync.many.replacedElsewhere'
    : named
      ? 'sync.many.replacedOrRemoved'
      : 'sync.many.replacedOrRemovedElsewhere';
  const more = texts.length - LISTED;
  return {
    title: t(title, { count: texts.length }),
    description: [
      ...texts.slice(0, LISTED),
      ...(more > 0 ? [t('sync.many.more', { count: more })] : []),
    ].join('\n'),
    duration: Number.POSITIVE_INFINITY,
  };
}
