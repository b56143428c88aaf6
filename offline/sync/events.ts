import type { FlipbookField } from '#core/flipbook-fields';
import type { OutboxEntry } from '../db';

/** Something the user should hear about after a drain or a merge of the server's library. */
export type SyncEvent =
  | { kind: 'created'; flipbookId: string }
  | {
      kind: 'failed';
      flipbookId: string;
      title: string;
      error: string;
      code: string | null;
      entryKind: OutboxEntry['kind'];
    }
  | { kind: 'deleted-elsewhere'; flipbookId: string; title: string }
  /** An event kit of the account's, deleted on another device, is gone from here too. */
  | { kind: 'kit-deleted-elsewhere'; kitId: string; name: string }
  /**
   * An edit made here lost to a later edit of the same field on another device, or was replaced
   * by an edit made there without it: `title` is the flipbook's title now.
   */
  | { kind: 'replaced'; flipbookId: string; field: FlipbookField; title: string }
  /**
   * An edit made here won over an edit of the same field made on another device without seeing
   * it: told in the sync status, not as a toast.
   */
  | { kind: 'overrode'; flipbookId: string; field: FlipbookField; title: string }
  /** The page order set here was put on panels another device had replaced (as many of them). */
  | { kind: 'order-rebased'; flipbookId: string; title: string }
  /** The page order set here was dropped: another device replaced the panels with fewer or more. */
  | { kind: 'order-dropped'; flipbookId: string; title: string }
  /**
   * The server no longer lists the person in a team (they left, or were removed): its library is
   * gone from this device, with everything of it but the leads captured for it.
   */
  | { kind: 'left-team'; teamId: string; name: string }
  | { kind: 'timeout' }
  | { kind: 'paused' };
