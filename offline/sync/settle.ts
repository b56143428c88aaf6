import type { Stamp } from '#core/edit-stamps';
import {
  type FieldVersions,
  FLIPBOOK_FIELDS,
  type FlipbookField,
  type KeptField,
  versionsAt,
} from '#core/flipbook-fields';
import { mediaNamesOf } from '#core/media-names';
import { arrange, defaultOrder, fitsOrder } from '#core/panel-order';
import type { FlipbookReply } from '#core/schemas/flipbooks';
import type { LocalField, LocalFields, LocalFlipbook } from '../db';
import type { SyncEvent } from './events';
import { isPending, pageOrderOf, panelsOf } from './fields';
import { fromServer } from './server-record';

/** The stamps of the fields a request carried. */
export type SentStamps = Partial<Record<FlipbookField, Stamp>>;

type Fate =
  /** The server has this device's value: no edit waits. */
  | { kind: 'agreed'; own: boolean }
  /** The server's value replaces the one here; `told` says why the user hears of it. */
  | { kind: 'adopted'; told: 'replaced' | 'order-dropped' | null }
  /** An edit made here still waits, on the base given. */
  | { kind: 'waiting'; base: Stamp | null }
  /** The server's value is older than the one here (a list read before a change): ignored. */
  | { kind: 'stale' };

/** What becomes of one field when the server's record of its flipbook arrives. */
function fate(
  mine: LocalField | undefined,
  server: FieldVersions[FlipbookField],
  sent: Stamp | undefined,
  kept: KeptField | undefined,
): Fate {
  if (mine?.stamp === server.stamp)
    return { kind: 'agreed', own: sent === server.stamp || !!mine.own };
  if (isPending(mine)) {
    // The edit this request carried lost, and none was made here since: the server's stays.
    if (kept && sent === mine.stamp)
      return {
        kind: 'adopted',
        told: kept.because === 'panels-replaced' ? 'order-dropped' : 'replaced',
      };
    // This request's value landed, and the field was edited again since, on top of it.
    if (sent !== undefined && sent === server.stamp) return { kind: 'waiting', base: server.stamp };
    return { kind: 'waiting', base: mine.base };
  }
  if (mine && server.stamp < mine.stamp) return { kind: 'stale' };
  // An edit this device made, replaced by one made without seeing it: a race it lost.
  const lostRace = !!mine?.own && server.base !== mine.stamp;
  return { kind: 'adopted', told: lostRace ? 'replaced' : null };
}

/**
 * The local flipbook once the server's record of it arrives (a reply to this device's request, or
 * the library's list): per field, the server's value replaces the one here unless an edit made
 * here waits for it or the record is older; a field this device's edit lost is told. `sent` are
 * the stamps the request carried, `kept` the fields the server said it kept its own of. A page
 * order waiting here that no longer fits the panels the server now has is dropped and told.
 */
export function settle(
  local: LocalFlipbook,
  reply: FlipbookReply,
  sent: SentStamps = {},
  kept: readonly KeptField[] = [],
): { flipbook: LocalFlipbook; events: SyncEvent[] } {
  const server = fromServer(reply, local.ownerId);
  const versions = reply.versions ?? versionsAt(reply.updatedAt);
  const fates = Object.fromEntries(
    FLIPBOOK_FIELDS.map((f) => [
      f,
      fate(
        local.fields?.[f],
        versions[f],
        sent[f],
        kept.find((k) => k.field === f),
      ),
    ]),
  ) as Record<FlipbookField, Fate>;
  const adopts = (f: FlipbookField) => fates[f].kind === 'adopted';

  const fields: LocalFields = {};
  for (const f of FLIPBOOK_FIELDS) {
    const found = fates[f];
    const { stamp } = versions[f];
    if (found.kind === 'agreed') fields[f] = found.own ? { stamp, own: true } : { stamp };
    else if (found.kind === 'adopted') fields[f] = { stamp };
    else if (found.kind === 'waiting')
      fields[f] = { stamp: local.fields?.[f]?.stamp ?? stamp, base: found.base };
    else fields[f] = local.fields?.[f] ?? { stamp };
  }

  const list = adopts('panels') ? panelsOf(server) : panelsOf(local);
  let order = adopts('order') ? pageOrderOf(server) : pageOrderOf(local);
  const events: SyncEvent[] = [];
  if (!fitsOrder(order, list.length)) {
    // The panels changed under a page order that waits here: the server's order of the server's
    // panels, or (panels waiting here) a fresh layout, as the server makes when they land.
    const ownOrder = isPending(local.fields?.order);
    order = fitsOrder(pageOrderOf(server), list.length)
      ? pageOrderOf(server)
      : defaultOrder(list.length);
    fields.order = { stamp: versions.order.stamp };
    if (ownOrder) fates.order = { kind: 'adopted', told: 'order-dropped' };
  }

  const title = adopts('title') ? server.title : local.title;
  for (const f of FLIPBOOK_FIELDS) {
    const found = fates[f];
    if (found.kind !== 'adopted' || !found.told) continue;
    events.push(
      found.told === 'order-dropped'
        ? { kind: 'order-dropped', flipbookId: local.id, title }
        : { kind: 'replaced', flipbookId: local.id, field: f, title },
    );
  }
  const panelsReplaced = adopts('panels') && panelsOf(local).join() !== list.join();
  if (sent.order && sent.order === versions.order.stamp && panelsReplaced)
    events.push({ kind: 'order-rebased', flipbookId: local.id, title });

  const panels = adopts('panels') ? server : local;
  const next: LocalFlipbook = {
    ...local,
    title,
    order,
    slots: arrange(list, order),
    thumbnail: panels.thumbnail,
    content: panels.content,
    fields,
    onServer: true,
    updatedAt: FLIPBOOK_FIELDS.some(adopts) ? server.updatedAt : local.updatedAt,
  };
  // Panels the server's record names are on the server; panels gone from here need not be sent.
  const onServer = new Set(mediaNamesOf(server));
  const used = new Set(mediaNamesOf(next));
  const unsent = (local.unsentMedia ?? []).filter((n) => used.has(n) && !onServer.has(n));
  next.unsentMedia = unsent.length > 0 ? unsent : undefined;
  return { flipbook: next, events };
}
