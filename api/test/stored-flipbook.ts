import crypto from 'node:crypto';
import type { FlipbookRecord } from '#api/store/flipbooks';
import { versionsAt } from '#core/flipbook-fields';
import { slotsFromSides } from '#core/panel-layout';
import { slotOrder } from '#core/panel-order';

/**
 * A flipbook as a store holds it, for tests that write one directly: two panels (one shared by
 * every such flipbook, one of its own), its fields as old as its creation, then `over`.
 */
export function storedFlipbook(
  ownerId: string,
  over: Partial<FlipbookRecord> = {},
): FlipbookRecord {
  const now = new Date().toISOString();
  const slots =
    over.slots ??
    slotsFromSides([`${'a'.repeat(64)}.png`, `${crypto.randomBytes(32).toString('hex')}.png`], []);
  return {
    id: crypto.randomUUID(),
    ownerId,
    teamId: null,
    title: 'Stored book',
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    views: 0,
    slots,
    layout: 'pages',
    thumbnail: null,
    content: {},
    leadForm: false,
    readsRtl: false,
    order: slotOrder(slots),
    versions: versionsAt(now),
    changedBy: {},
    ...over,
  };
}
