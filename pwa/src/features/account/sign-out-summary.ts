import type { WaitingChange } from '../../data/account-data';
import { counted } from '../../ui/counted';

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

const itOrThem = (count: number) => (count === 1 ? 'it' : 'them');

/** The sentences of the sign-out question, one per fate that occurs, with counts in the right number. */
export function signOutSummary(changes: ChangeAtSignOut[]): string[] {
  const count = (fate: Fate) => changes.filter((c) => c.fate === fate).length;
  const [discarded, unknown, reached] = [count('discarded'), count('unknown'), count('reached')];
  const waiting = discarded + unknown;
  const lines = [
    waiting > 0
      ? `You have ${counted(waiting, 'change')} waiting to sync.`
      : 'Every change you were waiting for has reached the server.',
  ];
  if (discarded > 0)
    lines.push(
      `${counted(discarded, 'change')} ${discarded === 1 ? 'is' : 'are'} not saved on the server: signing out now discards ${itOrThem(discarded)}.`,
    );
  if (unknown > 0)
    lines.push(
      `${counted(unknown, 'change')} ${unknown === 1 ? 'was' : 'were'} sent, but no reply has come: ${unknown === 1 ? 'it' : 'they'} may already have reached the server, and if so you will find ${itOrThem(unknown)} there when you sign in again.`,
    );
  if (reached > 0 && waiting > 0)
    lines.push(
      `${counted(reached, 'change')} reached the server meanwhile: ${reached === 1 ? 'it is' : 'they are'} saved.`,
    );
  return lines;
}

const KIND_WORDS: Record<WaitingChange['kind'], string> = {
  create: 'New flipbook',
  update: 'Edit',
  delete: 'Deletion',
  views: 'Views shown offline',
  reading: 'How it was read here',
  lead: 'A visitor’s request for the brochure',
  'staff-notes': 'Staff notes on a lead',
  'kit-create': 'New event kit',
  'kit-update': 'Edit of an event kit',
  'kit-delete': 'Deletion of an event kit',
};

const STATE_WORDS: Record<ChangeAtSignOut['state'], string> = {
  saved: 'Saved on the server',
  'no-reply': 'Sent, no reply yet',
  unsent: 'Not sent: discarded at sign-out',
  refused: 'Refused by the server: discarded at sign-out',
};

/** One line of the list of changes: which flipbook, what change, and what becomes of it. */
export function changeLine(change: ChangeAtSignOut): { title: string; what: string; fate: string } {
  return {
    title: change.title === null ? 'A flipbook deleted here' : `“${change.title}”`,
    what: KIND_WORDS[change.kind],
    fate: STATE_WORDS[change.state],
  };
}
