import { coverImage } from '#core/brochure';
import { FLIPBOOK_FIELDS } from '#core/flipbook-fields';
import { mediaUrl } from '#core/media-names';
import { viewerUrl } from '#core/product';
import type {
  AdminFlipbookItem,
  ChangedBy,
  FlipbookReply,
  PublicFlipbookReply,
} from '#core/schemas/flipbooks';
import type { CountedView, FlipbookRecord } from '../../store/flipbooks';

const url = (name: string | null) => (name ? mediaUrl(name) : null);

/** The public form of a flipbook (docs/product-rules.md): its view and a shared link's copy. */
export function toPublicFlipbookReply(
  record: FlipbookRecord,
  publicUrl: string,
): PublicFlipbookReply {
  return {
    id: record.id,
    title: record.title,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    views: record.views,
    url: viewerUrl(publicUrl, record.id),
    left: url(record.slots.left),
    middle: url(record.slots.middle),
    right: url(record.slots.right),
    leftBack: url(record.slots.leftBack),
    middleBack: url(record.slots.middleBack),
    rightBack: url(record.slots.rightBack),
    thumbnail: url(record.thumbnail),
    layout: record.layout,
    content: record.content,
    order: record.order,
    versions: record.versions,
    leadForm: record.leadForm,
    readsRtl: record.readsRtl,
  };
}

/** The public form of a counted view. */
export const toPublicView = (view: CountedView, publicUrl: string): PublicFlipbookReply =>
  toPublicFlipbookReply({ ...view.flipbook, views: view.views }, publicUrl);

/**
 * Each flipbook's public form as JSON without its view count (and the `{` before it), with its
 * length in UTF-8 bytes.
 */
const serialized = new WeakMap<FlipbookRecord, { rest: string; bytes: number }>();

/**
 * `toPublicView` as JSON and its length in bytes (the Content-Length), for the hot path: the
 * views that one write counted share their flipbook, so they share its serialization, and each
 * reply only puts its own count before it (ASCII: as many bytes as characters).
 */
export function publicViewJson(
  view: CountedView,
  publicUrl: string,
): { json: string; bytes: number } {
  let cached = serialized.get(view.flipbook);
  if (cached === undefined) {
    const { views: _, ...reply } = toPublicFlipbookReply(view.flipbook, publicUrl);
    const rest = JSON.stringify(reply).slice(1);
    cached = { rest, bytes: Buffer.byteLength(rest) };
    serialized.set(view.flipbook, cached);
  }
  const head = `{"views":${view.views},`;
  return { json: `${head}${cached.rest}`, bytes: head.length + cached.bytes };
}

/**
 * The library's form: the public one with its maker's account id, its team, if any, and who
 * changed each field, named from `names` (FlipbookService.changerNames); a changer whose account
 * is gone is left out.
 */
export function toFlipbookReply(
  record: FlipbookRecord,
  publicUrl: string,
  names: ReadonlyMap<string, string>,
): FlipbookReply {
  const changedBy: ChangedBy = {};
  for (const field of FLIPBOOK_FIELDS) {
    const userId = record.changedBy[field];
    const name = userId === undefined ? undefined : names.get(userId);
    if (userId !== undefined && name !== undefined) changedBy[field] = { userId, name };
  }
  return {
    ...toPublicFlipbookReply(record, publicUrl),
    userId: record.ownerId,
    teamId: record.teamId,
    ...(Object.keys(changedBy).length > 0 ? { changedBy } : {}),
  };
}

export function toAdminItem(record: FlipbookRecord): AdminFlipbookItem {
  return {
    id: record.id,
    title: record.title,
    left: url(record.slots.left),
    middle: url(record.slots.middle),
    right: url(record.slots.right),
    cover: url(coverImage(record)),
    createdAt: record.createdAt,
    views: record.views,
  };
}
