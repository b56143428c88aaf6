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

/**
 * How an entry ended: its mail went, there was nothing to send (the lead forgotten, a repeat of a
 * brochure mailed today), or a daily limit of the visitor's address stopped it.
 */
export type MailOutcome = 'mailed' | 'settled' | 'daily-limit';

export interface MailOutboxStore {
  /** Adds the entry unless its key exists (sent or not); true when it was added. */
  enqueue(entry: Omit<MailOutboxEntry, 'leaseUntil' | 'attempts' | 'sentAt'>): Promise<boolean>;
  /**
   * Claims the oldest unsent entry that is due at `now`, unleased or with an ended lease, and not
   * among `skip`: leased until `leaseUntil`, one more attempt counted. Null when none is due.
   */
  claimNext(now: number, leaseUntil: number, skip: string[]): Promise<MailOutboxEntry | null>;
  /** Marks the entry done (`outcome`) and ends its lease. */
  markSent(key: string, sentAt: number, outcome: MailOutcome): Promise<void>;
  /**
   * Ends the lease of an unsent entry and leaves it until `notBefore`; `held` when a daily budget
   * holds it (the Leads page counts it as not mailed until it goes).
   */
  release(key: string, notBefore: number, held: boolean): Promise<void>;
  /**
   * The owner's leads that no mail reached because of a daily limit: an entry held for one or
   * stopped by one, and no entry of the lead mailed.
   */
  limitedLeads(ownerId: string): Promise<string[]>;
  /** Removes every entry of an owner (account deletion). */
  purgeOwner(ownerId: string): Promise<void>;
  /** Makes `to` the owner of `from`'s entries of these leads (they follow them, `leads.passOn`). */
  passOn(leadIds: string[], from: string, to: string): Promise<void>;
}
