import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxEntry } from '#offline/db';
import { ofPerson } from '#offline/sync/libraries';
import { t } from '../../i18n/i18n';
import { useOnline } from '../../ui/use-online';
import { NOTHING_WAITING, type WaitingKinds } from './sync-label';

export interface SyncStatus {
  online: boolean;
  /** Entries still to go (some may wait behind a refused create); the refused ones are `failed`. */
  waiting: number;
  /** The same, kind by kind, as the header tells them. */
  waitingKinds: WaitingKinds;
  /** Of those, the ones held behind a refused create: they go once it is retried or discarded. */
  held: number;
  failed: Array<OutboxEntry & { name: FailedName }>;
}

/** What a failed entry is shown as: its flipbook, its event kit, or the lead a visitor left. */
export type FailedName =
  | { kit: string }
  | { flipbook: string | null }
  | { lead: string; email: string | null };

async function failedName(entry: OutboxEntry): Promise<FailedName> {
  if (entry.kind.startsWith('kit-'))
    return { kit: (await db.kits.get(entry.flipbookId))?.name ?? '' };
  const flipbook = await db.flipbooks.get(entry.flipbookId);
  if (!entry.leadId) return { flipbook: flipbook?.title ?? null };
  const lead = await db.leads.get(entry.leadId);
  return { lead: flipbook?.title ?? lead?.flipbookTitle ?? '', email: lead?.email ?? null };
}

/** A failed entry's name in the app's words (the sync status that shows it waits for them). */
export function failedTitle(name: FailedName): string {
  if ('kit' in name) return t('sync.entry.kit', { name: name.kit });
  if ('flipbook' in name) return name.flipbook ?? t('sync.entry.flipbook');
  return name.email
    ? t('sync.entry.lead', { email: name.email, title: name.lead })
    : t('sync.entry.leadOfVisitor', { title: name.lead });
}

/** The outbox's entries still to go, counted as the header tells them. */
function kindsOf(pending: OutboxEntry[]): WaitingKinds {
  const kinds = { ...NOTHING_WAITING };
  for (const entry of pending) {
    if (entry.kind === 'lead') kinds.leads++;
    else if (entry.kind === 'views') kinds.views += entry.views?.count ?? 0;
    else if (entry.kind === 'reading') kinds.readings++;
    else kinds.changes++;
  }
  return kinds;
}

/** Network state and the signed-in account's queue (every library of theirs), live from IndexedDB. */
export function useSyncStatus(userId: string | null): SyncStatus {
  const online = useOnline();
  const queue = useLiveQuery(async () => {
    if (!userId) return { waiting: 0, waitingKinds: NOTHING_WAITING, held: 0, failed: [] };
    const entries = await ofPerson(db.outbox, userId).toArray();
    const failed = await Promise.all(
      entries
        .filter((e) => e.status === 'failed')
        .map(async (e) => ({
          ...e,
          name: await failedName(e),
        })),
    );
    // The engine's rule (nextEntry): a refused create holds every other change of its flipbook.
    const refused = new Set(failed.filter((e) => e.kind === 'create').map((e) => e.flipbookId));
    const held = entries.filter(
      (e) => e.status === 'pending' && e.kind !== 'create' && refused.has(e.flipbookId),
    ).length;
    const pending = entries.filter((e) => e.status !== 'failed');
    return { waiting: pending.length, waitingKinds: kindsOf(pending), held, failed };
  }, [userId]);
  return {
    online,
    waiting: queue?.waiting ?? 0,
    waitingKinds: queue?.waitingKinds ?? NOTHING_WAITING,
    held: queue?.held ?? 0,
    failed: queue?.failed ?? [],
  };
}
