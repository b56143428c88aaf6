import type { Stamp } from '#core/edit-stamps';
import { FLIPBOOK_FIELDS, type FlipbookField } from '#core/flipbook-fields';
import { mediaUrl, panelNames } from '#core/media-names';
import { contentOf } from '#core/panel-content';
import { sidesFromSlots } from '#core/panel-layout';
import type { FlipfoldDb, LocalFlipbook, OutboxEntry } from '../db';
import { dataUrlOf } from '../media';
import { pageOrderOf, panelsOf, pendingFields } from './fields';
import { kitRequest } from './kits';
import { teamOf } from './libraries';
import { staffNotesRequest } from './staff-notes';
import type { SyncRequest } from './transport';

/** A request to send, and the stamps of the fields it carries (a flipbook's or a kit's). */
export interface Outgoing {
  request: SyncRequest;
  sent: Partial<Record<string, Stamp>>;
}

/** Panels the server has are sent as their /media/ URLs (no bytes), the others as data URLs. */
function imageSource(db: FlipfoldDb, flipbook: LocalFlipbook, asUrls: boolean) {
  return async (name: string) => {
    if (asUrls && !flipbook.unsentMedia?.includes(name)) return mediaUrl(name);
    const media = await db.media.get(name);
    if (!media) throw new Error(`Panel ${name} is missing from this device`);
    return dataUrlOf(media);
  };
}

/** The panels as the slots show them, their thumbnail and their content: a create's body. */
async function wholeFlipbook(db: FlipfoldDb, flipbook: LocalFlipbook, asUrls: boolean) {
  const source = imageSource(db, flipbook, asUrls);
  const { front, back } = sidesFromSlots(flipbook.slots);
  return {
    title: flipbook.title,
    // Flipbooks stored before the switch existed say nothing: the server keeps what it has.
    ...(flipbook.leadForm === undefined ? {} : { leadForm: flipbook.leadForm }),
    ...(flipbook.readsRtl === undefined ? {} : { readsRtl: flipbook.readsRtl }),
    panels: {
      front: await Promise.all(front.map(source)),
      back: await Promise.all(back.map(source)),
    },
    layout: flipbook.layout,
    ...(flipbook.thumbnail ? { thumbnail: await source(flipbook.thumbnail) } : {}),
    // A flipbook stored before content existed sends none: the server keeps what it has.
    ...(flipbook.content
      ? { content: contentOf(flipbook.content, panelNames(flipbook.slots)) }
      : {}),
  };
}

/** The edits of the fields changed here, each with the version it was made on. */
async function fieldEdits(db: FlipfoldDb, flipbook: LocalFlipbook, changed: FlipbookField[]) {
  const source = imageSource(db, flipbook, flipbook.onServer);
  const edit = async (field: FlipbookField) => {
    const { stamp, base = null } = flipbook.fields?.[field] ?? { stamp: '' };
    if (field === 'title') return { value: flipbook.title, base, stamp };
    if (field === 'order') return { value: pageOrderOf(flipbook), base, stamp };
    if (field === 'leadForm') return { value: flipbook.leadForm ?? false, base, stamp };
    if (field === 'readsRtl') return { value: flipbook.readsRtl ?? false, base, stamp };
    const list = panelsOf(flipbook);
    const value = {
      images: await Promise.all(list.map(source)),
      layout: flipbook.layout,
      ...(flipbook.thumbnail ? { thumbnail: await source(flipbook.thumbnail) } : {}),
      content: contentOf(flipbook.content ?? {}, list),
    };
    return { value, base, stamp };
  };
  return Object.fromEntries(await Promise.all(changed.map(async (f) => [f, await edit(f)])));
}

const stampsOf = (flipbook: LocalFlipbook, fields: readonly FlipbookField[]) =>
  Object.fromEntries(
    fields.flatMap((f) => {
      const stamp = flipbook.fields?.[f]?.stamp;
      return stamp ? [[f, stamp]] : [];
    }),
  );

/** A kiosk's lead as the API takes it, sent with its owner's session. */
async function leadRequest(
  db: FlipfoldDb,
  entry: OutboxEntry,
  token: string,
): Promise<Outgoing | null> {
  const lead = entry.leadId ? await db.leads.get(entry.leadId) : undefined;
  if (!lead) return null;
  const { ownerId: _, flipbookId, flipbookTitle: __, ...fields } = lead;
  const request: SyncRequest = {
    method: 'POST',
    path: `/api/flipbooks/${flipbookId}/leads`,
    body: { ...fields, consent: true, source: 'kiosk' },
    token,
  };
  return { request, sent: {} };
}

/**
 * The request an entry stands for, built from the local state at send time: null when there is
 * nothing left to send (the flipbook is gone, or every edit already reached the server).
 */
export async function requestFor(
  db: FlipfoldDb,
  entry: OutboxEntry,
  token: string,
): Promise<Outgoing | null> {
  const path = `/api/flipbooks/${entry.flipbookId}`;
  if (entry.kind === 'delete') return { request: { method: 'DELETE', path, token }, sent: {} };
  // Views and readings carry their body: it goes as it is, to the call named after the kind.
  if (entry.kind === 'views' || entry.kind === 'reading')
    return {
      request: { method: 'POST', path: `${path}/${entry.kind}`, body: entry[entry.kind], token },
      sent: {},
    };
  if (entry.kind === 'lead') return leadRequest(db, entry, token);
  if (entry.kind.startsWith('kit-')) return kitRequest(db, entry, token);
  if (entry.kind === 'staff-notes') {
    const request = await staffNotesRequest(db, entry, token);
    return request ? { request, sent: {} } : null;
  }
  const flipbook = await db.flipbooks.get(entry.flipbookId);
  if (!flipbook) return null;
  if (entry.kind === 'create') {
    const sent = stampsOf(flipbook, FLIPBOOK_FIELDS);
    const body = {
      id: flipbook.id,
      ...teamOf(flipbook.ownerId),
      ...(await wholeFlipbook(db, flipbook, false)),
      order: pageOrderOf(flipbook),
      ...(Object.keys(sent).length === FLIPBOOK_FIELDS.length ? { stamps: sent } : {}),
    };
    return { request: { method: 'POST', path: '/api/flipbooks', body, token }, sent };
  }
  // A flipbook stored before fields had versions sends the whole edit, as it did then.
  if (!flipbook.fields) {
    const body = await wholeFlipbook(db, flipbook, flipbook.onServer);
    return { request: { method: 'PUT', path, body, token }, sent: {} };
  }
  const changed = pendingFields(flipbook);
  if (changed.length === 0) return null;
  const body = { edits: await fieldEdits(db, flipbook, changed) };
  return { request: { method: 'PUT', path, body, token }, sent: stampsOf(flipbook, changed) };
}
