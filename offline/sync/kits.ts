import type { Stamp } from '#core/edit-stamps';
import { KIT_FIELDS, type KitField } from '#core/event-kit-fields';
import { DEFAULT_LOCALE, type Locale } from '#core/i18n/locales';
import type { KitReply, KitUpdateReply } from '#core/schemas/kits';
import type { EventKit, FlipfoldDb, OutboxEntry } from '../db';
import { pendingEntry, requeueRefused } from './entries';
import type { SyncEvent } from './events';
import { adopted, fatesOf, fieldsAfter } from './field-fates';
import { pendingOf } from './fields';
import { teamOf } from './libraries';
import type { SyncRequest } from './transport';

/**
 * Event kits through the outbox (README.md, "Event kits"): a kit made, edited or deleted here is
 * sent as `kit-create`, `kit-update` or `kit-delete`, each request built from the kit as it is when
 * sent, and every record the server sends is settled into the kit here field by field, by the rule
 * flipbooks follow (field-fates.ts). Nothing about being ready offline travels: each device proves
 * and makes ready its own copy.
 */

export const KIT_KINDS: readonly OutboxEntry['kind'][] = ['kit-create', 'kit-update', 'kit-delete'];

/** The stamps of the fields a request carried. */
type KitStamps = Partial<Record<KitField, Stamp>>;

const stampsOf = (kit: EventKit, names: readonly KitField[]): KitStamps =>
  Object.fromEntries(
    names.flatMap((f) => {
      const stamp = kit.fields?.[f]?.stamp;
      return stamp ? [[f, stamp]] : [];
    }),
  );

/** A kit's language: English for one kept before kits had a language. */
export const kitLanguage = (kit: Pick<EventKit, 'language'>): Locale =>
  kit.language ?? DEFAULT_LOCALE;

function fieldValue(kit: EventKit, field: KitField) {
  if (field === 'flipbooks') return kit.flipbooks.map((f) => f.id);
  return field === 'language' ? kitLanguage(kit) : kit[field];
}

/** The request a kit's entry stands for, or null when nothing is left to send. */
export async function kitRequest(
  db: FlipfoldDb,
  entry: OutboxEntry,
  token: string,
): Promise<{ request: SyncRequest; sent: KitStamps } | null> {
  const path = `/api/kits/${entry.flipbookId}`;
  if (entry.kind === 'kit-delete') return { request: { method: 'DELETE', path, token }, sent: {} };
  const kit = await db.kits.get(entry.flipbookId);
  if (!kit) return null;
  if (entry.kind === 'kit-create') {
    const sent = stampsOf(kit, KIT_FIELDS);
    const whole = Object.keys(sent).length === KIT_FIELDS.length;
    const body = {
      id: kit.id,
      ...teamOf(kit.ownerId),
      name: kit.name,
      flipbooks: fieldValue(kit, 'flipbooks'),
      idleSeconds: kit.idleSeconds,
      language: kitLanguage(kit),
      ...(whole ? { stamps: sent } : {}),
    };
    return { request: { method: 'POST', path: '/api/kits', body, token }, sent };
  }
  const changed = pendingOf(KIT_FIELDS, kit.fields);
  if (changed.length === 0) return null;
  const edits = Object.fromEntries(
    changed.map((f) => {
      const { stamp, base = null } = kit.fields?.[f] ?? { stamp: '' };
      return [f, { value: fieldValue(kit, f), base, stamp }];
    }),
  );
  const request = { method: 'PUT' as const, path, body: { edits }, token };
  return { request, sent: stampsOf(kit, changed) };
}

/** The flipbooks of a kit as the server lists them, named by this device's library. */
async function named(db: FlipfoldDb, ids: string[], before: EventKit['flipbooks'] = []) {
  const found = await db.flipbooks.bulkGet(ids);
  return ids.map((id, i) => ({
    id,
    title: found[i]?.title ?? before.find((f) => f.id === id)?.title ?? '',
  }));
}

/** A kit the server sent that this device did not have: every field as the server has it. */
export async function kitFromServer(
  db: FlipfoldDb,
  reply: KitReply,
  ownerId: string,
): Promise<EventKit> {
  return {
    id: reply.id,
    ownerId,
    name: reply.name,
    flipbooks: await named(db, reply.flipbooks),
    idleSeconds: reply.idleSeconds,
    language: reply.language,
    dropped: [],
    createdAt: reply.createdAt,
    updatedAt: reply.updatedAt,
    fields: Object.fromEntries(KIT_FIELDS.map((f) => [f, { stamp: reply.versions[f].stamp }])),
    onServer: true,
  };
}

/**
 * The kit here once the server's record of it arrives: per field, the server's value replaces the
 * one here unless an edit made here waits for it or the record is older.
 */
export async function settleKit(
  db: FlipfoldDb,
  local: EventKit,
  reply: KitReply,
  sent: KitStamps = {},
  kept: readonly KitField[] = [],
): Promise<EventKit> {
  const fates = fatesOf(KIT_FIELDS, local.fields, reply.versions, sent, kept);
  const takes = (f: KitField) => adopted(fates[f]);
  return {
    ...local,
    name: takes('name') ? reply.name : local.name,
    flipbooks: takes('flipbooks')
      ? await named(db, reply.flipbooks, local.flipbooks)
      : local.flipbooks,
    idleSeconds: takes('idleSeconds') ? reply.idleSeconds : local.idleSeconds,
    language: takes('language') ? reply.language : kitLanguage(local),
    fields: fieldsAfter(KIT_FIELDS, fates, reply.versions),
    onServer: true,
    updatedAt: KIT_FIELDS.some(takes) ? reply.updatedAt : local.updatedAt,
  };
}

/** Whether the kit's create reached the server: only then does a 404 mean it was deleted. */
export const kitLanded = async (db: FlipfoldDb, id: string) =>
  (await db.kits.get(id))?.onServer ?? false;

/**
 * A new entry that sends the kit (its edits waiting, or for `kit-create` the whole kit), unless
 * one not sent yet will carry them.
 */
export async function queueKitEdit(
  db: FlipfoldDb,
  kit: Pick<EventKit, 'id' | 'ownerId'>,
  now = Date.now(),
  kind: 'kit-create' | 'kit-update' = 'kit-update',
) {
  const queued = await db.outbox.where('flipbookId').equals(kit.id).toArray();
  // A refused create may have lacked a flipbook whose own create had not landed yet.
  if (await requeueRefused(db, queued)) return;
  const carried = queued.some(
    (e) => e.status === 'pending' && e.sentAt === undefined && e.kind !== 'kit-delete',
  );
  if (carried) return;
  await db.outbox.add(pendingEntry(kit.ownerId, kit.id, kind, now));
}

/**
 * Whether a reply's body is the server's record of the kit with this id (a check light enough for
 * the service worker, which drains too; the page checks a list's items with the schema).
 */
const isKitRecordOf = (body: unknown, id: string): body is KitReply =>
  typeof body === 'object' &&
  body !== null &&
  (body as { id?: unknown }).id === id &&
  typeof (body as { versions?: unknown }).versions === 'object';

/** A reply to a kit's entry: the kit settled from it, and its waiting edits sent again. */
export async function applyKitReply(
  db: FlipfoldDb,
  entry: OutboxEntry,
  sent: KitStamps,
  body: unknown,
  now: number,
): Promise<void> {
  const local = await db.kits.get(entry.flipbookId);
  if (!local || entry.kind === 'kit-delete') return;
  if (!isKitRecordOf(body, entry.flipbookId)) {
    await db.kits.update(local.id, { syncedAt: now });
    return;
  }
  const { kept = [] } = body as Partial<Pick<KitUpdateReply, 'kept'>>;
  const kit = await settleKit(db, local, body, sent, kept);
  await db.kits.put({ ...kit, syncedAt: now });
  if (pendingOf(KIT_FIELDS, kit.fields).length > 0) await queueKitEdit(db, kit, now);
}

/** Discard of a kit's create the server never took: the kit goes, with its other entries. */
export async function discardKitCreate(db: FlipfoldDb, id: string): Promise<void> {
  const kit = await db.kits.get(id);
  if (!kit || kit.onServer) return;
  await db.outbox.where('flipbookId').equals(id).delete();
  await db.kits.delete(id);
}

/** A kit deleted on another device: gone from here too, with everything queued for it. */
export async function dropKit(db: FlipfoldDb, id: string): Promise<SyncEvent[]> {
  const kit = await db.kits.get(id);
  await db.outbox.where('flipbookId').equals(id).delete();
  await db.kits.delete(id);
  return kit ? [{ kind: 'kit-deleted-elsewhere', kitId: id, name: kit.name }] : [];
}
