import { mediaUrl } from '#core/media-names';
import { viewerUrl } from '#core/product';
import type { AdminFlipbookItem, FlipbookReply } from '#core/schemas/flipbooks';
import type { FlipbookRecord } from '../../store/flipbooks';

const url = (name: string | null) => (name ? mediaUrl(name) : null);

/** The server form of a flipbook (docs/product-rules.md). */
export function toFlipbookReply(record: FlipbookRecord, publicUrl: string): FlipbookReply {
  return {
    id: record.id,
    userId: record.ownerId,
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
    leadForm: record.leadForm,
  };
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
