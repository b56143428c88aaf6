import { type ErrorCode, isApiErrorBody } from '#core/errors';
import type { Locale } from '#core/i18n/locales';
import type { LeadSource } from '#core/leads';
import { libraryOf } from '#core/library-key';
import type { LeadFields, LeadFormReply } from '#core/schemas/leads';
import type { FlipfoldDb, LocalLead } from '#offline/db';
import { replyJson } from '#offline/reply';
import { pendingEntry } from '#offline/sync/entries';

/** How sending a lead ended, as the form tells the visitor (a server's refusal with its code). */
export type LeadSendResult =
  | { kind: 'sent' }
  | { kind: 'refused'; message: string; code?: ErrorCode }
  | { kind: 'network' };

type VisitorFields = Omit<LeadFields, 'consent'>;

/**
 * A lead left at the kiosk: kept on this device with an id made here, and queued in the outbox in
 * the same transaction, so it reaches the server (with the owner's session) whenever the network
 * and a sign-in allow, once. It is the person's whose kiosk took it, whichever library the kit is
 * in (`ownerId` may be a library key, core/library-key.ts): leaving a team keeps it, still sent.
 */
export async function captureKioskLead(
  db: FlipfoldDb,
  input: {
    ownerId: string;
    flipbook: { id: string; title: string };
    fields: VisitorFields;
    /** The event (the kit's name) and the device (its name here) the lead is marked with. */
    at: { event: string; device: string };
    /** The language the visitor read the form in, which it is sent with however late. */
    locale: Locale;
  },
): Promise<LocalLead> {
  const { userId } = libraryOf(input.ownerId);
  const lead: LocalLead = {
    id: crypto.randomUUID(),
    ownerId: userId,
    flipbookId: input.flipbook.id,
    flipbookTitle: input.flipbook.title,
    email: input.fields.email,
    name: input.fields.name,
    company: input.fields.company,
    note: input.fields.note,
    event: input.at.event,
    device: input.at.device,
    locale: input.locale,
    capturedAt: new Date().toISOString(),
  };
  const entry = { ...pendingEntry(userId, input.flipbook.id, 'lead'), leadId: lead.id };
  await db.transaction('rw', db.leads, db.outbox, async () => {
    await db.leads.add(lead);
    await db.outbox.add(entry);
  });
  return lead;
}

/**
 * A kiosk's lead deleted by its creator before it went: gone from the device with its entry.
 * One already sent (its reply unknown) may be on the server, so it stays until it has arrived.
 */
export async function deleteWaitingLead(db: FlipfoldDb, leadId: string): Promise<boolean> {
  return db.transaction('rw', db.leads, db.outbox, async () => {
    const entries = await db.outbox.filter((e) => e.leadId === leadId).toArray();
    if (entries.some((e) => e.sentAt !== undefined)) return false;
    await db.outbox.bulkDelete(entries.map((e) => e.seq as number));
    await db.leads.delete(leadId);
    return true;
  });
}

/**
 * A lead from the shared link or the embed page, sent at once and without a session, with the
 * language the visitor read the form in. `id` is made once per form, so sending again after a
 * lost reply is the same lead.
 */
export async function sendPublicLead(
  flipbookId: string,
  id: string,
  { source, locale }: { source: Exclude<LeadSource, 'kiosk'>; locale: Locale },
  fields: VisitorFields,
): Promise<LeadSendResult> {
  let response: Response;
  try {
    response = await fetch(`/api/flipbooks/${encodeURIComponent(flipbookId)}/leads`, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ id, ...fields, consent: true, source, locale }),
    });
  } catch {
    return { kind: 'network' };
  }
  if (response.ok) return { kind: 'sent' };
  const body = replyJson(await response.text().catch(() => ''));
  if (response.status >= 500 || !isApiErrorBody(body)) return { kind: 'network' };
  return { kind: 'refused', message: body.error, code: body.code };
}

/** The creator's display name for the public form's consent box; null when it takes no leads. */
export async function fetchLeadFormCreator(flipbookId: string): Promise<string | null> {
  try {
    const response = await fetch(`/api/flipbooks/${encodeURIComponent(flipbookId)}/lead-form`, {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<LeadFormReply>;
    return typeof body.ownerName === 'string' ? body.ownerName : null;
  } catch {
    return null;
  }
}
