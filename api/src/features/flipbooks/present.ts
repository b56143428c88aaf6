import { mediaUrl } from '#core/media-names';
import { viewerUrl } from '#core/product';
import type {
  AdminFlipbookItem,
  FlipbookReply,
  PublicFlipbookReply,
} from '#core/schemas/flipbooks';
import type { FlipbookRecord } from '../../store/flipbooks';

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
    content: record.content,
  };
}

/** The owner's form: the public one with the owner's account id. */
export function toFlipbookReply(record: FlipbookRecord, publicUrl: string): FlipbookReply {
  return { ...toPublicFlipbookReply(record, publicUrl), userId: record.ownerId };
}

export function toAdminItem(record: FlipbookRecord): AdminFlipbookItem {
  return {
    id: record.id,
    title: record.title,
    left: url(record.slots.left),
    middle: url(record.slots.middle),
    right: url(record.slots.right),
    createdAt: record.createdAt,
    views: record.views,
  };
}
