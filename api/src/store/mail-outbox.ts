/**
 * Mails waiting to go, one per dedupe key (a lead's mail: `lead:<id>`). An entry is claimed with a
 * lease before its mail is sent and marked sent after, so a process that dies in between leaves it
 * to be sent again, and a key enqueued twice is still one entry. Sent entries stay as the record
 * that the key's mail went (they hold no personal data); an owner's go with the account.
 */
export interface MailOutboxEntry {
  key: string;
  leadId: string;
  ownerId: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Not sent before this time (the owner's daily mail budget is spent, say). */
  notBefore: number;
  /** Claimed by a sender until this time; null when nobody holds it. */
  leaseUntil: number | null;
  /** Claims so far. */
  attempts: number;
  sentAt: number | null;
}

export interface MailOutboxStore {
  /** Adds the entry unless its key exists (sent or not); true when it was added. */
  enqueue(entry: Omit<MailOutboxEntry, 'leaseUntil' | 'attempts' | 'sentAt'>): Promise<boolean>;
  /**
   * Claims the oldest unsent entry that is due at `now`, unleased or with an ended lease, and not
   * among `skip`: leased until `leaseUntil`, one more attempt counted. Null when none is due.
   */
  claimNext(now: number, leaseUntil: number, skip: string[]): Promise<MailOutboxEntry | null>;
  /** Marks the entry sent (or settled without a mail) and ends its lease. */
  markSent(key: string, sentAt: number): Promise<void>;
  /** Ends the lease of an unsent entry and leaves it until `notBefore`. */
  release(key: string, notBefore: number): Promise<void>;
  /** Removes every entry of an owner (account deletion). */
  purgeOwner(ownerId: string): Promise<void>;
}
