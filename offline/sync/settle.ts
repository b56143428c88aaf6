import type { Stamp } from '#core/edit-stamps';
import { FLIPBOOK_FIELDS, type FlipbookField } from '#core/flipbook-fields';
import { libraryOf } from '#core/library-key';
import { mediaNamesOf } from '#core/media-names';
import { fitsOrder, layout } from '#core/panel-order';
import type { ChangedBy } from '#core/schemas/flipbooks';
import type { LocalFlipbook } from '../db';
import type { SyncEvent } from './events';
import { adopted, type Fate, fatesOf, fieldsAfter, lostOf } from './field-fates';
import { isPending, pageOrderOf, panelsOf } from './fields';
import { fromServer, replyVersions, type ServerFlipbook } from './server-record';

/** The stamps of the fields a request carried. */
export type SentStamps = Partial<Record<FlipbookField, Stamp>>;

/**
 * The local flipbook once the server's record of it arrives (a reply to this device's request, or
 * the library's list): per field, the server's value replaces the one here unless an edit made
 * here waits for it or the record is older; an edit made here that lost is told. `sent` are the
 * stamps the request carried, `kept` the fields the server kept its own value of. A page order on
 * its way from here meets panels replaced elsewhere: it shows on them when they are as many, and
 * is dropped otherwise; either way the user hears of it.
 */
export function settle(
  local: LocalFlipbook,
  reply: ServerFlipbook,
  sent: SentStamps = {},
  kept: readonly FlipbookField[] = [],
): { flipbook: LocalFlipbook; events: SyncEvent[] } {
  const server = fromServer(reply, local.ownerId);
  const versions = replyVersions(reply);
  const fates = fatesOf(FLIPBOOK_FIELDS, local.fields, versions, sent, kept);
  const adopts = (f: FlipbookField) => adopted(fates[f]);

  const list = adopts('panels') ? panelsOf(server) : panelsOf(local);
  const replacedHere = adopts('panels') && panelsOf(local).join() !== list.join();
  const orderOnItsWay = isPending(local.fields?.order) || sent.order !== undefined;
  let orderNews: 'order-rebased' | 'order-dropped' | null = null;
  if (replacedHere && orderOnItsWay && !adopts('order')) {
    const fits = fitsOrder(pageOrderOf(local), list.length);
    orderNews = fits ? 'order-rebased' : 'order-dropped';
    // An order for other panels than these never shows: it is not sent either.
    if (!fits) fates.order = { kind: 'adopted' };
  }

  const fields = fieldsAfter(FLIPBOOK_FIELDS, fates, versions);

  const order = adopts('order') ? pageOrderOf(server) : pageOrderOf(local);
  const title = adopts('title') ? server.title : local.title;
  const leadForm = adopts('leadForm') ? server.leadForm : local.leadForm;
  const readsRtl = adopts('readsRtl') ? server.readsRtl : local.readsRtl;
  const events: SyncEvent[] = lostOf(FLIPBOOK_FIELDS, fates).map((field) => ({
    kind: 'replaced',
    flipbookId: local.id,
    field,
    title,
    ...otherChanger(reply, local.ownerId, field),
  }));
  if (orderNews) events.push({ kind: orderNews, flipbookId: local.id, title });

  const panels = adopts('panels') ? server : local;
  const next: LocalFlipbook = {
    ...local,
    title,
    order,
    leadForm,
    readsRtl,
    slots: layout(list, order),
    layout: panels.layout,
    thumbnail: panels.thumbnail,
    content: panels.content,
    fields,
    changedBy: changersAfter(local, reply, fates),
    onServer: true,
    updatedAt: FLIPBOOK_FIELDS.some(adopts) ? server.updatedAt : local.updatedAt,
  };
  // Panels the server's record names are on the server; panels gone from here need not be sent.
  const onServer = new Set(mediaNamesOf(server));
  const used = new Set(mediaNamesOf(next));
  const unsent = local.unsentMedia?.filter((n) => used.has(n) && !onServer.has(n));
  next.unsentMedia = unsent?.length ? unsent : undefined;
  return { flipbook: next, events };
}

/**
 * Who made each field's value once settled: the server's changer where its value is the one here
 * now, the changer known here where the value here stays (an edit that waits, a newer value).
 */
function changersAfter(
  local: LocalFlipbook,
  reply: ServerFlipbook,
  fates: Record<FlipbookField, Fate>,
): ChangedBy | undefined {
  const changedBy: ChangedBy = {};
  for (const field of FLIPBOOK_FIELDS) {
    const changer =
      fates[field].kind === 'here' ? local.changedBy?.[field] : reply.changedBy?.[field];
    if (changer) changedBy[field] = changer;
  }
  return Object.keys(changedBy).length > 0 ? changedBy : undefined;
}

/**
 * The member whose edit replaced one made here, when it is someone other than the person this
 * library is kept for (their own edit on another device is told as before).
 */
function otherChanger(reply: ServerFlipbook, key: string, field: FlipbookField): { by?: string } {
  const changer = reply.changedBy?.[field];
  return changer && changer.userId !== libraryOf(key).userId ? { by: changer.name } : {};
}
