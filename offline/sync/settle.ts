import type { Stamp } from '#core/edit-stamps';
import {
  type FieldVersions,
  FLIPBOOK_FIELDS,
  type FlipbookField,
  versionsAt,
} from '#core/flipbook-fields';
import { mediaNamesOf } from '#core/media-names';
import { fitsOrder, layout } from '#core/panel-order';
import type { PublicFlipbookReply } from '#core/schemas/flipbooks';
import type { LocalField, LocalFields, LocalFlipbook } from '../db';
import type { SyncEvent } from './events';
import { isPending, pageOrderOf, panelsOf } from './fields';
import { fromServer } from './server-record';

/** The stamps of the fields a request carried. */
export type SentStamps = Partial<Record<FlipbookField, Stamp>>;

type Fate =
  /** The server has this device's value: no edit waits. */
  | { kind: 'agreed'; own: boolean }
  /** The server's value replaces the one here. */
  | { kind: 'adopted' }
  /** The server's value replaces an edit made here, and the user is told. */
  | { kind: 'lost' }
  /**
   * The field here is `field`: an edit made here that still waits (on the base it names), or a
   * value newer than the server's (a list read before a change).
   */
  | { kind: 'here'; field: LocalField };

/** What becomes of one field when the server's record of its flipbook arrives. */
function fate(
  mine: LocalField | undefined,
  server: FieldVersions[FlipbookField],
  sent: Stamp | undefined,
  kept: boolean,
): Fate {
  if (mine?.stamp === server.stamp)
    return { kind: 'agreed', own: sent === server.stamp || !!mine.own };
  if (isPending(mine)) {
    // The edit this request carried is older than the server's value, and none was made here
    // since: it lost on arrival (kept), or it landed before (a create sent again) and was
    // replaced, knowingly when the replacement was made on it.
    if (sent === mine.stamp && (kept || server.stamp > mine.stamp))
      return { kind: kept || server.base !== mine.stamp ? 'lost' : 'adopted' };
    // This request's value landed, and the field was edited again since, on top of it.
    if (sent === server.stamp)
      return { kind: 'here', field: { stamp: mine.stamp, base: server.stamp } };
    return { kind: 'here', field: mine };
  }
  if (mine && server.stamp < mine.stamp) return { kind: 'here', field: mine };
  // An edit made here, replaced by one made without seeing it: a race this device lost.
  return { kind: mine?.own && server.base !== mine.stamp ? 'lost' : 'adopted' };
}

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
  reply: PublicFlipbookReply,
  sent: SentStamps = {},
  kept: readonly FlipbookField[] = [],
): { flipbook: LocalFlipbook; events: SyncEvent[] } {
  const server = fromServer(reply, local.ownerId);
  const versions = reply.versions ?? versionsAt(reply.updatedAt);
  const fates = Object.fromEntries(
    FLIPBOOK_FIELDS.map((f) => [
      f,
      fate(local.fields?.[f], versions[f], sent[f], kept.includes(f)),
    ]),
  ) as Record<FlipbookField, Fate>;
  const adopts = (f: FlipbookField) => fates[f].kind === 'adopted' || fates[f].kind === 'lost';

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

  const fields: LocalFields = {};
  for (const f of FLIPBOOK_FIELDS) {
    const found = fates[f];
    const { stamp } = versions[f];
    if (found.kind === 'here') fields[f] = found.field;
    else fields[f] = found.kind === 'agreed' && found.own ? { stamp, own: true } : { stamp };
  }

  const order = adopts('order') ? pageOrderOf(server) : pageOrderOf(local);
  const title = adopts('title') ? server.title : local.title;
  const leadForm = adopts('leadForm') ? server.leadForm : local.leadForm;
  const events: SyncEvent[] = FLIPBOOK_FIELDS.filter((f) => fates[f].kind === 'lost').map(
    (field) => ({ kind: 'replaced', flipbookId: local.id, field, title }),
  );
  if (orderNews) events.push({ kind: orderNews, flipbookId: local.id, title });

  const panels = adopts('panels') ? server : local;
  const next: LocalFlipbook = {
    ...local,
    title,
    order,
    leadForm,
    slots: layout(list, order),
    layout: panels.layout,
    thumbnail: panels.thumbnail,
    content: panels.content,
    fields,
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
