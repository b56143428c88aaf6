import type { WaitingChange } from '../../data/account-data';
import { type MessageId, t } from '../../i18n/i18n';

// The words are the app's: the sign-out dialog that shows them waits for its texts.

/**
 * What becomes of a waiting change if the user signs out now: it reached the server while they
 * were asked (its reply came), it went out without a reply (the server may hold it), or the
 * server does not have it (never sent, or refused) and it is discarded with the rest of the
 * account's data on this device.
 */
type Fate = 'reached' | 'unknown' | 'discarded';

export interface ChangeAtSignOut {
  seq: number;
  kind: WaitingChange['kind'];
  title: string | null;
  state: WaitingChange['state'] | 'saved';
  fate: Fate;
}

const fateOf = (change: WaitingChange): Fate =>
  change.state === 'no-reply' ? 'unknown' : 'discarded';

/**
 * The changes the user was asked about, as they stand now: one no longer queued got its reply
 * (the drain went on while the question was open); the others, and any queued since, as the
 * queue has them.
 */
export function changesAtSignOut(asked: WaitingChange[], now: WaitingChange[]): ChangeAtSignOut[] {
  const current = new Map(now.map((change) => [change.seq, change]));
  const asNow = (change: WaitingChange): ChangeAtSignOut => ({ ...change, fate: fateOf(change) });
  const before = asked.map((change): ChangeAtSignOut => {
    const still = current.get(change.seq);
    return still ? asNow(still) : { ...change, state: 'saved', fate: 'reached' };
  });
  const added = now.filter((change) => !asked.some((a) => a.seq === change.seq)).map(asNow);
  return [...before, ...added];
}

/** The sentences of the sign-out question, one per fate that occurs, with counts in the right number. */
export function signOutSummary(changes: ChangeAtSignOut[]): string[] {
  const count = (fate: Fate) => changes.filter((c) => c.fate === fate).length;
  const [discarded, unknown, reached] = [count('discarded'), count('unknown'), count('reached')];
  const waiting = discarded + unknown;
  const lines = [waiting > 0 ? t('signOut.waiting', { count: waiting }) : t('signOut.allReached')];
  if (discarded > 0) lines.push(t('signOut.discarded', { count: discarded }));
  if (unknown > 0) lines.push(t('signOut.unknown', { count: unknown }));
  if (reached > 0 && waiting > 0) lines.push(t('signOut.reached', { count: reached }));
  return lines;
}

const KIND_WORDS = {
  create: 'signOut.kind.create',
  update: 'signOut.kind.update',
  delete: 'signOut.kind.delete',
  views: 'signOut.kind.views',
  reading: 'signOut.kind.reading',
  lead: 'signOut.kind.lead',
  'staff-notes': 'signOut.kind.staffNotes',
  'kit-create': 'signOut.kind.kitCreate',
  'kit-update': 'signOut.kind.kitUpdate',
  'kit-delete': 'signOut.kind.kitDelete',
} as const satisfies Record<WaitingChange['kind'], MessageId>;

const STATE_WORDS = {
  saved: 'signOut.state.saved',
  'no-reply': 'signOut.state.noReply',
  unsent: 'signOut.state.unsent',
  refused: 'signOut.state.refused',
} as const satisfies Record<ChangeAtSignOut['state'], MessageId>;

/** One line of the list of changes: which flipbook, what change, and what becomes of it. */
export function changeLine(change: ChangeAtSignOut): { title: string; what: string; fate: string } {
  return {
    title:
      change.title === null
        ? t('signOut.deletedHere')
        : t('signOut.titled', { title: change.title }),
    what: t(KIND_WORDS[change.kind]),
    fate: t(STATE_WORDS[change.state]),
  };
}
