import type { KitReply } from '#core/schemas/kits';
import type { KitRecord } from '../../store/kits';

/** A kit as its account's devices get it: nothing of its owner or its tombstone. */
export const toKitReply = (kit: KitRecord): KitReply => ({
  id: kit.id,
  name: kit.name,
  flipbooks: kit.flipbooks,
  idleSeconds: kit.idleSeconds,
  createdAt: kit.createdAt,
  updatedAt: kit.updatedAt,
  versions: kit.versions,
});
