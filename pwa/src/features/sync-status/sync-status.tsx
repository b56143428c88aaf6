import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Suspense, useEffect } from 'react';
import { db } from '#offline/db';
import { discardEntry, retryEntry } from '#offline/sync/engine';
import type { SyncEvent } from '#offline/sync/events';
import { startSync } from '../../data/sync/runner';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { appTextsReady, useAppT } from '../../ui/app-texts';
import { Button } from '../../ui/button';
import { toastNotSaved } from '../../ui/not-saved-toast';
import { syncLabel, waitingText } from './sync-label';
import {
  readAllNotices,
  readNotice,
  type SyncNotice,
  syncNotices,
  tellSyncEvents,
} from './sync-notices';
import { failedTitle, type SyncStatus as SyncStatusValue, useSyncStatus } from './use-sync-status';

/**
 * Header indicator: offline, changes waiting to sync, and failed changes with Retry / Discard. The
 * sync runs from here whatever is shown; the words wait for the app's texts on their own, so the
 * sync never waits for them.
 */
export function SyncStatus() {
  const { user } = useValue(sessionStore);
  const status = useSyncStatus(user?.id ?? null);
  const { online, waiting, failed } = status;
  const notices = useAccountNotices(user?.id ?? null);
  useSyncToasts();

  // Offline with nothing to send or tell: the offline badge alone, no count of nothing.
  const nothing = !user || (waiting === 0 && failed.length === 0 && notices.length === 0);
  if (nothing && online) return null;
  return (
    <Suspense fallback={null}>
      {nothing ? <OfflineBadge /> : <SyncIndicator status={status} notices={notices} />}
    </Suspense>
  );
}

/** The count of what waits, failed or came from another device, and its popover. */
function SyncIndicator({ status, notices }: { status: SyncStatusValue; notices: SyncNotice[] }) {
  const t = useAppT();
  const { online, waiting, waitingKinds, held, failed } = status;
  const label =
    waiting === 0 && failed.length === 0
      ? t('sync.fromOtherDevice', { count: notices.length })
      : syncLabel(waitingKinds, failed.length);
  return (
    <div className="flex items-center gap-2">
      {!online && <OfflineBadge />}
      <Popover.Root>
        <SyncTrigger label={label} status={status} notices={notices.length} />
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            className="z-50 w-80 rounded-xl border border-border bg-surface p-4 text-sm text-fg shadow-lg"
          >
            <p className="font-medium">{label}</p>
            {waiting > 0 && (
              <p className="mt-1 text-fg-muted">{waitingText(online, waiting, held)}</p>
            )}
            {notices.length > 0 && <NoticeList notices={notices} />}
            {failed.length > 0 && <FailedList failed={failed} />}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

/** The notices from another device for the signed-in account. */
function useAccountNotices(userId: string | null) {
  const notices = useValue(syncNotices);
  // Notices are the account's: another person signing in on this device does not read them.
  useEffect(() => {
    void userId;
    readAllNotices();
  }, [userId]);
  return notices;
}

/** Runs the sync while the header is up, and toasts what it did. */
function useSyncToasts() {
  useEffect(() => {
    // A drain's outcomes arrive one after another in one task: told together, none lost.
    let batch: SyncEvent[] = [];
    let flush: ReturnType<typeof setTimeout> | null = null;
    const stop = startSync((event) => {
      batch.push(event);
      // The texts are the app's: a drain right after start (offline, say) may end before they
      // are here, so its toast waits for them.
      flush ??= setTimeout(() => {
        const events = batch;
        batch = [];
        flush = null;
        void appTextsReady().then(() => tellSyncEvents(events));
      }, 0);
    });
    return () => {
      stop();
      if (flush) clearTimeout(flush);
    };
  }, []);
}

/** The header's button: what is wrong or moving, the label, and on a phone only a count. */
function SyncTrigger(props: { label: string; status: SyncStatusValue; notices: number }) {
  const { label, notices } = props;
  const { online, waiting, failed } = props.status;
  return (
    <Popover.Trigger asChild>
      <button
        type="button"
        className="inline-flex h-8 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-xs font-medium"
        aria-label={label}
      >
        {failed.length ? (
          <TriangleAlert className="size-3.5 text-amber-600" aria-hidden />
        ) : (
          <RefreshCw
            className={online && waiting > 0 ? 'size-3.5 animate-spin' : 'size-3.5'}
            aria-hidden
          />
        )}
        <span className="hidden sm:inline">{label}</span>
        <span className="sm:hidden">{waiting + failed.length || notices}</span>
      </button>
    </Popover.Trigger>
  );
}

/** The changes made on another device, each to mark as read, or all at once. */
function NoticeList({ notices }: { notices: SyncNotice[] }) {
  const t = useAppT();
  return (
    <section className="mt-3" aria-label={t('sync.notices')}>
      <ul className="grid gap-2">
        {notices.map((notice) => (
          <li
            key={notice.id}
            className="flex items-start gap-2 rounded-lg border border-border p-2"
          >
            <p className="flex-1">{notice.text}</p>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => readNotice(notice.id)}
              aria-label={t('sync.markRead', { text: notice.text })}
            >
              {t('sync.ok')}
            </Button>
          </li>
        ))}
      </ul>
      {notices.length > 1 && (
        <Button size="sm" variant="outline" className="mt-2" onClick={readAllNotices}>
          {t('sync.markAllRead')}
        </Button>
      )}
    </section>
  );
}

/** The changes the server refused, each to retry or discard. */
function FailedList({ failed }: { failed: SyncStatusValue['failed'] }) {
  const t = useAppT();
  return (
    <ul className="mt-3 grid gap-3">
      {failed.map((entry) => (
        <li key={entry.seq} className="rounded-lg border border-border p-3">
          <p className="font-medium">{failedTitle(entry.name)}</p>
          <p className="mt-0.5 text-red-600 dark:text-red-400">{entry.error}</p>
          <div className="mt-2 flex gap-2">
            <Button
              size="sm"
              onClick={() =>
                retryEntry(db, entry.seq as number).catch((err: unknown) =>
                  toastNotSaved(
                    err,
                    t('sync.retryOf', { title: failedTitle(entry.name) }),
                    t('sync.retryFailed'),
                  ),
                )
              }
            >
              {t('sync.retry')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void discardEntry(db, entry.seq as number)}
            >
              {t('sync.discard')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function OfflineBadge() {
  const t = useAppT();
  return (
    <span
      role="status"
      className="inline-flex h-8 items-center gap-1.5 rounded-full bg-amber-100 px-3 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      <CloudOff className="size-3.5" aria-hidden />
      {t('sync.offline')}
    </span>
  );
}
