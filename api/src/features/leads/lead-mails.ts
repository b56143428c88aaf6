import crypto from 'node:crypto';
import { coverUrl } from '#core/brochure';
import { forgetMeUrl, leadPrivacyUrl } from '#core/lead-links';
import { viewerUrl } from '#core/product';
import { oneDrainAtATime, scheduleDrain } from '../../background';
import type { Logger } from '../../logger';
import { leadMail } from '../../mail/lead-mail';
import type { Mailer } from '../../mail/mailer';
import type { Limit, RateLimiter } from '../../rate-limits/rate-limiter';
import type { FlipbookRecord } from '../../store/flipbooks';
import type { LeadRecord } from '../../store/leads';
import type { MailOutboxEntry } from '../../store/mail-outbox';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import type { ForgetTokens } from './forget-tokens';
import { LEAD_RATE_LIMITS } from './limits';

/**
 * How long a sender holds an entry it claimed: well beyond the longest SMTP conversation the
 * mailer allows (mail/mailer.ts), so no other sender takes it while its mail may be going out.
 * A process killed mid-send leaves its entry to be sent by any process once the lease ends.
 */
const LEASE_MS = 5 * 60_000;
/**
 * An entry whose lead is not stored yet (it is enqueued first, see service.ts) is left to the
 * drain that follows the lead's own; one whose lead never landed this long after is dropped.
 */
const LANDING_GRACE_MS = 60_000;
/** Waits after failed sends, in this process (a fresh process tries at once). */
const RETRY_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** A mail that failed for this long after its lead was stored is given up, and logged. */
const GIVE_UP_MS = 7 * 24 * 60 * 60_000;

export interface LeadMailsDeps {
  store: Store;
  mailer: Mailer;
  limiter: RateLimiter;
  forgetTokens: ForgetTokens;
  logger: Logger;
  publicUrl: string;
  now: () => number;
}

/**
 * The budgets a visitor's mail must fit: its account's and its flipbook's of the day (over them
 * it waits for the next day), and its address's (over them it is not sent at all: `stopped`
 * says why). What one check took is given back when a later one says no, so nothing is spent on
 * a mail not sent.
 */
async function takeBudgets(
  limiter: RateLimiter,
  { ownerId, flipbookId, email }: { ownerId: string; flipbookId: string; email: string },
): Promise<{
  wait: number | null;
  stopped: 'settled' | 'daily-limit' | null;
  giveBack: () => Promise<void>;
}> {
  // The address as a hash: the rate-limit store never holds it (docs/privacy.md).
  const address = crypto.hash('sha256', email.trim().toLowerCase(), 'hex').slice(0, 32);
  const checks: Array<[string, Limit, 'wait' | 'settled' | 'daily-limit']> = [
    [`lead-mails:${ownerId}`, LEAD_RATE_LIMITS.leadMailsPerAccount, 'wait'],
    [`lead-mails-flipbook:${flipbookId}`, LEAD_RATE_LIMITS.leadMailsPerFlipbook, 'wait'],
    [
      `lead-mail-brochure:${flipbookId}:${address}`,
      LEAD_RATE_LIMITS.sameBrochureToAddress,
      'settled',
    ],
    [`lead-mails-address:${address}`, LEAD_RATE_LIMITS.leadMailsPerAddress, 'daily-limit'],
  ];
  const given: Array<() => Promise<void>> = [];
  const giveBack = async () => {
    for (const back of given) await back();
  };
  for (const [key, limit, over] of checks) {
    const budget = await limiter.take(key, limit);
    if (budget.taken) {
      given.push(budget.giveBack);
      continue;
    }
    await giveBack();
    return over === 'wait'
      ? { wait: budget.until, stopped: null, giveBack }
      : { wait: null, stopped: over, giveBack };
  }
  return { wait: null, stopped: null, giveBack };
}

/**
 * The server's mail outbox for leads: each lead's entry is claimed, mailed and marked sent, one
 * entry at a time. The server drains it at start, after each lead and every minute; each
 * account's mails to visitors stay within its daily budget, the rest waiting for the next day.
 */
export class LeadMails {
  /** Sends every mail that is due; resolves once the work asked for so far is done. */
  readonly drain: () => Promise<void>;
  private readonly host: string;
  /** Entries whose send failed, and when this process may try them again. */
  private readonly backoff = new Map<string, number>();

  constructor(private readonly deps: LeadMailsDeps) {
    this.host = new URL(deps.publicUrl).hostname;
    this.drain = oneDrainAtATime(
      () => this.drainOnce(),
      (err) => deps.logger.error('lead mails', { err }),
    );
  }

  private async drainOnce(): Promise<void> {
    const { store, now } = this.deps;
    const notLanded: string[] = [];
    for (;;) {
      const waiting = [...this.backoff].filter(([, until]) => until > now()).map(([key]) => key);
      const entry = await store.mailOutbox.claimNext(now(), now() + LEASE_MS, [
        ...waiting,
        ...notLanded,
      ]);
      if (!entry) return;
      if (!(await this.send(entry))) notLanded.push(entry.key);
    }
  }

  /** Sends an entry's mail; false when its lead has not landed yet. */
  private async send(entry: MailOutboxEntry): Promise<boolean> {
    const { store, now } = this.deps;
    const lead = await store.leads.get(entry.leadId);
    if (!lead) return this.withoutLead(entry);
    const [flipbook, owner] = await Promise.all([
      store.flipbooks.get(lead.flipbookId),
      store.users.findById(lead.ownerId),
    ]);
    // Forgotten or deleted, or its brochure or creator gone: nothing to send.
    if (lead.deletedAt !== null || !flipbook || flipbook.deletedAt !== null || !owner) {
      await store.mailOutbox.markSent(entry.key, now(), 'settled');
      return true;
    }
    const taken = await takeBudgets(this.deps.limiter, {
      ownerId: owner.id,
      flipbookId: flipbook.id,
      email: lead.email,
    });
    if (taken.wait !== null) {
      await store.mailOutbox.release(entry.key, taken.wait, true);
      return true;
    }
    if (taken.stopped !== null) {
      // An address mailed this brochure today (a repeat: nothing to send), or as many brochures as
      // a day allows (the lead is kept and its creator told it was not mailed).
      await store.mailOutbox.markSent(entry.key, now(), taken.stopped);
      return true;
    }
    try {
      await this.deps.mailer.send(this.mailOf(lead, flipbook, owner));
    } catch (err) {
      await taken.giveBack();
      await this.failed(entry, err);
      return true;
    }
    this.backoff.delete(entry.key);
    await store.mailOutbox.markSent(entry.key, now(), 'mailed');
    return true;
  }

  /** An entry whose lead is not stored: left to a later drain while it may land, else dropped. */
  private async withoutLead(entry: MailOutboxEntry): Promise<boolean> {
    const { store, now } = this.deps;
    if (now() - entry.createdAt < LANDING_GRACE_MS) {
      await store.mailOutbox.release(entry.key, 0, false);
      return false;
    }
    await store.mailOutbox.markSent(entry.key, now(), 'settled');
    return true;
  }

  private mailOf(lead: LeadRecord, flipbook: FlipbookRecord, owner: UserRecord) {
    const { publicUrl } = this.deps;
    return leadMail({
      to: lead.email,
      locale: lead.locale,
      title: flipbook.title,
      link: viewerUrl(publicUrl, flipbook.id),
      coverUrl: coverUrl(publicUrl, flipbook),
      event: lead.event,
      // Only a kiosk's visitor stood at the creator's booth (templates.ts says why).
      greeting: lead.source === 'kiosk' ? lead.name : null,
      creator: { name: owner.name, email: owner.email },
      // Each opens its page in the mail's language.
      forgetLink: forgetMeUrl(
        publicUrl,
        lead.id,
        this.deps.forgetTokens.tokenFor(lead.id),
        lead.locale,
      ),
      privacyLink: leadPrivacyUrl(publicUrl, lead.locale),
      messageId: `<lead-${lead.id}@${this.host}>`,
    });
  }

  /** Logged once the outcome is stored: a process stopped after the line leaves no lease behind. */
  private async failed(entry: MailOutboxEntry, err: unknown): Promise<void> {
    const { store, now } = this.deps;
    if (now() - entry.createdAt > GIVE_UP_MS) {
      this.backoff.delete(entry.key);
      await store.mailOutbox.markSent(entry.key, now(), 'settled');
      this.deps.logger.error('lead mail given up', { lead: entry.leadId, err });
      return;
    }
    const wait = RETRY_MS[Math.min(entry.attempts, RETRY_MS.length) - 1] ?? RETRY_MS[0] ?? 0;
    this.backoff.set(entry.key, now() + wait);
    await store.mailOutbox.release(entry.key, 0, false);
    this.deps.logger.error('lead mail failed', { lead: entry.leadId, err });
  }
}

/** How often the server drains the mail outbox besides at start and after each lead. */
const DRAIN_INTERVAL_MS = 60_000;

/**
 * Drains at start, so mails a stopped or killed process left go out, and then every minute, for
 * retries and the mails that waited for the next day's budget. `stop` waits for a drain under way.
 */
export const scheduleLeadMails = (drain: () => Promise<void>) =>
  scheduleDrain(drain, DRAIN_INTERVAL_MS);
