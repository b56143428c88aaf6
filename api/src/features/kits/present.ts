import type { KitReply } from '#core/schemas/kits';
import type { KitRecord } from '../../store/kits';

/** A kit as its library's devices get it: its team, nothing of its maker or its tombstone. */
export const toKitReply = (kit: KitRecord): KitReply => ({
  id: kit.id,
  teamId: kit.teamId,
  name: kit.name,
  flipbooks: kit.flipbooks,
  idleSeconds: kit.idleSeconds,
  language: kit.language,
  createdAt: kit.createdAt,
  updatedAt: kit.updatedAt,
  versions: kit.versions,
});
