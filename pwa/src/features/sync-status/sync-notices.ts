import type { SyncEvent } from '#offline/sync/events';
import { t } from '../../i18n/i18n';
import { createExternalStore } from '../../state/external-store';
import { isToastOpen, type ToastInput, toast } from '../../ui/toast';
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

const isNotice = (e: SyncEvent) => NOTICE_KINDS.has(e.kind);

/** The toast of an outcome that is not a notice, a failure first (it needs the user); or null. */
function otherToast(events: readonly SyncEvent[]): ToastInput | null {
  const others = events
    .filter((e) => !NOTICE_KINDS.has(e.kind) && !STATUS_ONLY.has(e.kind))
    .map(toastForSyncEvent);
  return (
    others.find((made) => made?.variant === 'destructive') ??
    others.find((made) => made !== null) ??
    null
  );
}

/** One notice as its own toast; several in one, naming three and pointing to the rest. */
function noticesToast(notices: readonly SyncEvent[]): ToastInput | null {
  if (notices.length < 2) return notices[0] ? toastForSyncEvent(notices[0]) : null;
  const texts = notices.map((e) => toastForSyncEvent(e)?.description ?? '').filter(Boolean);
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

/**
 * The toast for the outcomes of one drain, which arrive together: a failure first (it needs the
 * user), else one notice, else one toast for several, naming them and pointing to the rest;
 * `earlier` are notices a toast still on screen tells, which this one tells again with the new.
 * Every new notice also goes to `syncNotices`, so none is lost when several arrive at once. In the
 * app's words, as they are when the drain ends: the caller awaits them first (`appTextsReady`).
 */
export function toastForSyncEvents(
  events: readonly SyncEvent[],
  earlier: readonly SyncEvent[] = [],
): ToastInput | null {
  const kept = [
    ...events.filter(isNotice),
    ...events.filter((e) => STATUS_ONLY.has(e.kind) || TOLD_AND_KEPT.has(e.kind)),
  ]
    .map((e) => toastForSyncEvent(e)?.description ?? '')
    .filter(Boolean);
  if (kept.length > 0)
    syncNotices.set([...syncNotices.get(), ...kept.map((text) => ({ id: nextNotice++, text }))]);
  return otherToast(events) ?? noticesToast([...earlier, ...events.filter(isNotice)]);
}

/** The toast of notices on screen and the notices it tells, while there is one. */
let noticesOnScreen: { toast: number; notices: readonly SyncEvent[] } | null = null;

/**
 * Tells a drain's outcomes (`toastForSyncEvents`). Notices that come while an earlier drain's are
 * still on screen join them in one toast, so several replaced edits are told as one even when two
 * drains brought them: one cut short by the network and the next, or the service worker's and
 * the page's.
 */
export function tellSyncEvents(events: readonly SyncEvent[]): void {
  const onScreen =
    noticesOnScreen && isToastOpen(noticesOnScreen.toast) ? noticesOnScreen.notices : [];
  const joins = events.some(isNotice) && !otherToast(events);
  const earlier = joins ? onScreen : [];
  const message = toastForSyncEvents(events, earlier);
  if (!message) return;
  const id = toast(message);
  noticesOnScreen = joins ? { toast: id, notices: [...earlier, ...events.filter(isNotice)] } : null;
}
