import {
  type FieldVersions,
  FLIPBOOK_FIELDS,
  versionsAt,
  withAllVersions,
} from '#core/flipbook-fields';
import { mediaNameOfUrl } from '#core/media-names';
import { PANEL_SLOTS, type PanelSlots } from '#core/panel-layout';
import { slotOrder } from '#core/panel-order';
import type { FlipbookReply, PublicFlipbookReply } from '#core/schemas/flipbooks';
import type { LocalFlipbook } from '../db';

/** A flipbook as the server sends it: the library's form also says who changed each field. */
export type ServerFlipbook = PublicFlipbookReply & Pick<FlipbookReply, 'changedBy'>;

/**
 * The versions of a server's record: a reply from before versions has none (each field as old as
 * its last change), one from before `readsRtl` none of it (never edited).
 */
export const replyVersions = (reply: PublicFlipbookReply): FieldVersions =>
  reply.versions ? withAllVersions(reply.versions) : versionsAt(reply.updatedAt);

/** The local form of a flipbook the server sent, every field as the server has it. */
export function fromServer(reply: ServerFlipbook, ownerId: string): LocalFlipbook {
  const slots = Object.fromEntries(
    PANEL_SLOTS.map((s) => [s, mediaNameOfUrl(reply[s])]),
  ) as PanelSlots<string>;
  const versions = replyVersions(reply);
  return {
    id: reply.id,
    ownerId,
    title: reply.title,
    createdAt: reply.createdAt,
    updatedAt: reply.updatedAt,
    views: reply.views,
    slots,
    // A reply from a server that did not record it yet: pages.
    layout: reply.layout ?? 'pages',
    order: reply.order ?? slotOrder(slots),
    thumbnail: mediaNameOfUrl(reply.thumbnail),
    content: reply.content ?? {},
    leadForm: reply.leadForm ?? false,
    readsRtl: reply.readsRtl ?? false,
    onServer: true,
    fields: Object.fromEntries(FLIPBOOK_FIELDS.map((f) => [f, { stamp: versions[f].stamp }])),
    ...(reply.changedBy ? { changedBy: reply.changedBy } : {}),
  };
}

/** Whether a reply's body is the record of the flipbook with this id. */
export const isRecordOf = (body: unknown, id: string): body is PublicFlipbookReply =>
  typeof body === 'object' && body !== null && (body as { id?: unknown }).id === id;
