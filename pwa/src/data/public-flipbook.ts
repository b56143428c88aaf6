import type { FlipbookReply } from '../../../core/schemas/flipbooks';
import { db, type LocalFlipbook } from './db';

export type PublicFlipbook =
  | { source: 'server'; flipbook: FlipbookReply }
  | { source: 'local'; flipbook: LocalFlipbook };

/**
 * A shared link's flipbook: from the network first (which counts the view), then from this
 * device's library (offline, or not synced yet), else null for 'Flipbook not found'.
 */
export async function loadPublicFlipbook(id: string): Promise<PublicFlipbook | null> {
  try {
    const response = await fetch(`/api/flipbooks/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
    });
    if (response.ok) {
      const body: unknown = await response.json();
      if (isFlipbookReply(body)) return { source: 'server', flipbook: body };
    }
  } catch {
    // Offline: the local library may still have it.
  }
  const local = await db.flipbooks.get(id).catch(() => undefined);
  return local ? { source: 'local', flipbook: local } : null;
}

/** A light shape check: the viewer path stays free of zod to keep shared links small. */
export function isFlipbookReply(value: unknown): value is FlipbookReply {
  const v = value as Partial<FlipbookReply> | null;
  return typeof v?.id === 'string' && typeof v.title === 'string' && typeof v.views === 'number';
}
