import { consentWords } from '#core/i18n/consent-words';
import { LEAD_TEXTS, type LeadFilter } from '#core/leads';
import type { LeadFormReply, LeadInput, LeadScope } from '#core/schemas/leads';
import { utcDay } from '#core/view-days';
import { conflict, forbidden, notFound } from '../../http-errors';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import { type FlipbookRecord, MissingOwnerError } from '../../store/flipbooks';
import { type LeadChanges, type LeadRecord, noStaffNotes } from '../../store/leads';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import type { ForgetTokens } from './forget-tokens';
import { handledLead, type KioskCapture, kioskCapture } from './lead-access';
import { type ListedLeads, listLeads } from './lead-lists';
import { LEAD_RATE_LIMITS } from './limits';
import { staffNotesEditor } from './staff-notes';

/**
 * Who sends a lead: a kiosk with the session of the flipbook's owner or of a member of its team
 * (lead-access.ts), or anyone on the public form.
 */
export type LeadCaller = { kind: 'kiosk'; user: UserRecord } | { kind: 'public'; ip: string };

/** The dedupe key of a lead's one mail in the mail outbox. */
export const leadMailKey = (leadId: string) => `lead:${leadId}`;

/**
 * A lead stored, updated by a repeat visitor, or forgotten (its owner's webhook is told). A stored
 * or updated lead comes as it was written: a later change must not speak for this one.
 */
export type LeadChange =
  | { type: 'created' | 'updated'; lead: LeadRecord }
  | { type: 'forgotten'; leadId: string };

export interface LeadServiceDeps {
  store: Store;
  limiter: RateLimiter;
  forgetTokens: ForgetTokens;
  now: () => number;
  /** Told after each new lead is stored, so its mail goes (the mail outbox's drain). */
  onStored: () => void;
  /** Told after a lead is stored, updated or forgotten; it must not throw. */
  onLeadChange?: (change: LeadChange) => void;
}

const flipbookNotFound = () => notFound('Flipbook not found');

/** A copy of a lead already stored (a lost reply, a second drain): the same lead, no new mail. */
function replay(existing: LeadRecord, flipbookId: string, caller: LeadCaller) {
  const sameSender = caller.kind === 'public' || existing.capturedBy === caller.user.id;
  if (existing.flipbookId !== flipbookId || !sameSender) throw conflict('This lead id is taken');
  return { created: false };
}

/** Who captured a kiosk's lead; null for the public form's. */
type Capture = KioskCapture | null;

/** When the visitor left it: a kiosk says so (never later than now); the public form is now. */
function capturedAt(input: LeadInput, now: number): string {
  if (input.source !== 'kiosk' || !input.capturedAt) return new Date(now).toISOString();
  return new Date(Math.min(Date.parse(input.capturedAt), now)).toISOString();
}

/**
 * The lead as stored. Only a kiosk (a session) names an event and a device, and who captured it:
 * the public form's visitor could claim any. The consent box's words are the ones the form showed,
 * in the language the visitor read it in.
 */
function recordOf(
  input: LeadInput,
  { flipbook, owner, capture }: { flipbook: FlipbookRecord; owner: UserRecord; capture: Capture },
  now: number,
): LeadRecord {
  const kiosk = input.source === 'kiosk';
  return {
    id: input.id,
    ownerId: flipbook.ownerId,
    flipbookId: flipbook.id,
    email: input.email,
    name: input.name,
    company: input.company,
    note: input.note,
    source: input.source,
    event: kiosk ? input.event : null,
    device: kiosk ? input.device : null,
    consent: consentWords(input.locale, owner.name),
    locale: input.locale,
    capturedAt: capturedAt(input, now),
    createdAt: new Date(now).toISOString(),
    capturedBy: capture?.capturedBy ?? null,
    sentAfterRemoval: capture?.sentAfterRemoval ?? false,
    deletedAt: null,
    forgottenBy: null,
    ...noStaffNotes(),
  };
}

/** Who captured a lead, as a repeat keeps it. */
const capturedOf = ({ capturedBy, sentAfterRemoval }: LeadRecord) => ({
  capturedBy,
  sentAfterRemoval,
});

/**
 * Leads: taken from visitors, listed, exported and deleted by their owner or, for a team
 * flipbook's, by the team (lead-lists.ts, lead-access.ts), forgotten on request.
 */
export class LeadService {
  /** The staff's note, rating and tags of the owner's live lead, merged field by field. */
  readonly editNotes: ReturnType<typeof staffNotesEditor>;
  /**
   * One lead a flipbook and address at a time in this process, so that two copies of a repeat
   * sent together find each other (another process may still race it: two leads, one mail).
   */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: LeadServiceDeps) {
    this.editNotes = staffNotesEditor(deps.store);
  }

  /** What the public form needs: the creator's display name, for the consent box. */
  async leadForm(flipbookId: string): Promise<LeadFormReply> {
    const { flipbook, owner } = await this.takingLeads(flipbookId);
    if (!flipbook.leadForm) throw forbidden(LEAD_TEXTS.formOff);
    return { ownerName: owner.name };
  }

  /** Stores a lead once, whatever the number of copies sent; its mail is queued with it. */
  async capture(
    flipbookId: string,
    input: LeadInput,
    caller: LeadCaller,
  ): Promise<{ created: boolean }> {
    const { store } = this.deps;
    const existing = await store.leads.get(input.id);
    if (existing) return replay(existing, flipbookId, caller);
    const now = this.deps.now();
    const admitted = await this.admit(flipbookId, caller, capturedAt(input, now));
    const { flipbook, giveBack } = admitted;
    const record = recordOf(input, admitted, now);
    let inserted = false;
    let updated = false;
    try {
      await this.oneAtATime(`${flipbook.id}\n${record.email.toLowerCase()}`, async () => {
        const repeat = await store.leads.findByEmail(flipbook.id, record.email);
        if (repeat) updated = await this.updateRepeat(repeat, record);
        else inserted = await this.storeWithMail(record);
      });
    } catch (err) {
      if (err instanceof MissingOwnerError) throw flipbookNotFound();
      throw err;
    } finally {
      // Only a lead stored or updated counts against the address.
      if (!inserted && !updated) await giveBack();
    }
    if (updated) {
      this.deps.onStored();
      return { created: false };
    }
    if (!inserted) {
      const winner = await store.leads.get(input.id);
      if (!winner) throw conflict('This lead id is taken');
      return replay(winner, flipbookId, caller);
    }
    // An account deleted while this ran (a store without foreign keys lets the row in).
    if (!(await store.users.findById(record.ownerId))) {
      await this.purgeOwner(record.ownerId);
      throw flipbookNotFound();
    }
    this.deps.onStored();
    this.deps.onLeadChange?.({ type: 'created', lead: record });
    return { created: true };
  }

  /** The leads of a library (`scope`) as the Leads page's `filter` leaves them (lead-lists.ts). */
  list(user: UserRecord, filter: LeadFilter, scope: LeadScope = {}): Promise<ListedLeads> {
    return listLeads(this.deps.store, user, filter, scope);
  }

  /** Someone who handles the lead (lead-access.ts) deletes it: its personal fields go at once. */
  async remove(user: UserRecord, id: string): Promise<void> {
    const { store } = this.deps;
    await handledLead(store, user, id);
    if (await store.leads.forget(id, this.iso(), 'owner'))
      this.deps.onLeadChange?.({ type: 'forgotten', leadId: id });
  }

  /**
   * 'Forget me' from the lead's mail: the token proves the link came from that mail. A lead
   * already forgotten, or gone with its creator's account, is forgotten all the same.
   */
  async forget(id: string, token: string): Promise<void> {
    if (!this.deps.forgetTokens.matches(id, token))
      throw notFound('This link is not valid. Copy the whole link from the e-mail.');
    if (await this.deps.store.leads.forget(id, this.iso(), 'visitor'))
      this.deps.onLeadChange?.({ type: 'forgotten', leadId: id });
  }

  /** Account deletion: every lead of the owner and the mails waiting for them. */
  async purgeOwner(ownerId: string): Promise<void> {
    await this.deps.store.leads.purgeOwner(ownerId);
    await this.deps.store.mailOutbox.purgeOwner(ownerId);
  }

  private iso(): string {
    return new Date(this.deps.now()).toISOString();
  }

  /** Leads are for verified creators' live flipbooks only; anything else answers as missing. */
  private async takingLeads(flipbookId: string) {
    const { store } = this.deps;
    const flipbook = await store.flipbooks.get(flipbookId);
    if (!flipbook || flipbook.deletedAt !== null) throw flipbookNotFound();
    const owner = await store.users.findById(flipbook.ownerId);
    if (!owner?.isVerified) throw flipbookNotFound();
    return { flipbook, owner };
  }

  /** Queues a mail of the lead (`key` dedupes it); its budgets decide whether it goes. */
  private enqueueMail(key: string, leadId: string, record: LeadRecord) {
    return this.deps.store.mailOutbox.enqueue({
      key,
      leadId,
      ownerId: record.ownerId,
      createdAt: Date.parse(record.createdAt),
      notBefore: Date.parse(record.createdAt),
    });
  }

  private async storeWithMail(record: LeadRecord): Promise<boolean> {
    // The mail's entry goes first: no lead is ever stored without one, and a key enqueued again
    // by a copy of the lead is still one entry. An entry whose lead never lands is dropped.
    await this.enqueueMail(leadMailKey(record.id), record.id, record);
    return this.deps.store.leads.create(record);
  }

  /**
   * A visitor who leaves the same address on the same flipbook again: the lead they left is
   * updated (what they gave now replaces what they gave before, and it moves to the top), and
   * the day's mail of it is queued, which goes only if none went today (lead-mails.ts).
   */
  private async updateRepeat(repeat: LeadRecord, record: LeadRecord): Promise<boolean> {
    const changes: LeadChanges = {
      name: record.name ?? repeat.name,
      company: record.company ?? repeat.company,
      note: record.note ?? repeat.note,
      event: record.event ?? repeat.event,
      device: record.device ?? repeat.device,
      consent: record.consent,
      // The repeat's language, which its mail is sent in.
      locale: record.locale,
      // ISO times: the later in text order is the later.
      capturedAt:
        record.capturedAt.localeCompare(repeat.capturedAt) > 0
          ? record.capturedAt
          : repeat.capturedAt,
      // The lead stays with whoever captured it first; a shared link's, with no capturer, goes
      // to the member whose kiosk took it again.
      ...(repeat.capturedBy === null ? capturedOf(record) : capturedOf(repeat)),
    };
    const updated = await this.deps.store.leads.update(repeat.id, changes);
    if (updated) {
      const day = utcDay(Date.parse(record.createdAt));
      await this.enqueueMail(`${leadMailKey(repeat.id)}:${day}`, repeat.id, record);
      this.deps.onLeadChange?.({ type: 'updated', lead: { ...repeat, ...changes } });
    }
    return updated;
  }

  private oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const { inFlight } = this;
    const previous = inFlight.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => {});
    inFlight.set(key, settled);
    void settled.then(() => {
      if (inFlight.get(key) === settled) inFlight.delete(key);
    });
    return next;
  }

  /**
   * The flipbook a new lead is for, once its caller may leave one there: a kiosk its session may
   * send from (lead-access.ts), or the public form where it is on, counted against the sender's
   * address (`giveBack` uncounts it).
   */
  private async admit(flipbookId: string, caller: LeadCaller, capturedAt: string) {
    const { flipbook, owner } = await this.takingLeads(flipbookId);
    if (caller.kind === 'kiosk') {
      const capture = await kioskCapture(this.deps.store, flipbook, caller.user, capturedAt);
      if (!capture) throw flipbookNotFound();
      return { flipbook, owner, capture, giveBack: async () => {} };
    }
    if (!flipbook.leadForm) throw forbidden(LEAD_TEXTS.formOff);
    const key = `leads:${caller.ip}`;
    const { limiter } = this.deps;
    return {
      flipbook,
      owner,
      capture: null,
      giveBack: await limiter.hold(key, LEAD_RATE_LIMITS.publicLeadsPerIp, LEAD_TEXTS.tooMany),
    };
  }
}
