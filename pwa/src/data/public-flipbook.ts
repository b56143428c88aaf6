import { EVENT_PARAM } from '#core/reading-events';
import type { PublicFlipbookReply } from '#core/schemas/flipbooks';
import type { LocalFlipbook } from '#offline/db';
import { KEPT_COPY_HEADER } from '#offline/kept-copy';
import { sessionStore } from '../state/session';
import { sessionEnded } from './session-end';

export type PublicFlipbook =
  | { source: 'server'; flipbook: PublicFlipbookReply }
  | { source: 'local'; flipbook: LocalFlipbook };

/**
 * A shared link's flipbook: from the network first (which counts the view), then from this
 * device's library (offline, or not synced yet), else null for 'Flipbook not found'. Offline, the
 * library's copy wins over one the service worker kept: it holds the owner's edits since. The
 * library answers only to the flipbook's owner: another account signed in here (or a visitor)
 * gets the copy kept from a visit by its public link, or none.
 */
export async function loadPublicFlipbook(
  id: string,
  event: string | null = null,
): Promise<PublicFlipbook | null> {
  const found = await fetchPublicFlipbook(id, event);
  if (found) return (found.kept && (await fromLibrary(id))) || server(found.flipbook);
  return fromLibrary(id);
}

/**
 * The call that counts a view of a shared flipbook (the shared link and the embed page make the
 * same one): its reply, and whether it is a copy the service worker kept; null when there is none.
 */
export async function fetchPublicFlipbook(
  id: string,
  event: string | null = null,
): Promise<{ flipbook: PublicFlipbookReply; kept: boolean } | null> {
  if (!(await sessionEnded())) return null;
  // A kiosk's link names its event, under which the view counts as well.
  const query = event ? `?${EVENT_PARAM}=${encodeURIComponent(event)}` : '';
  try {
    const response = await fetch(`/api/flipbooks/${encodeURIComponent(id)}${query}`, {
      headers: { Accept: 'application/json' },
    });
    if (response.ok) {
      const body: unknown = await response.json();
      const kept = response.headers.has(KEPT_COPY_HEADER);
      if (isFlipbookReply(body)) return { flipbook: body, kept };
    }
  } catch {
    // Offline: the caller decides what stands in.
  }
  return null;
}

const server = (flipbook: PublicFlipbookReply): PublicFlipbook => ({ source: 'server', flipbook });

async function fromLibrary(id: string): Promise<PublicFlipbook | null> {
  const ownerId = sessionStore.get().user?.id;
  if (!ownerId) return null;
  // Loaded here, not up front: a visitor whose flipbook the network gives never needs it.
  const local = await Promise.all([import('#offline/db'), import('./owned')])
    .then(([{ db }, { ownedFlipbook }]) => ownedFlipbook(db, ownerId, id))
    .catch(() => undefined);
  return local ? { source: 'local', flipbook: local } : null;
}

/** A light shape check: the viewer path stays free of zod to keep shared links small. */
export function isFlipbookReply(value: unknown): value is PublicFlipbookReply {
  const v = value as Partial<PublicFlipbookReply> | null;
  return typeof v?.id === 'string' && typeof v.title === 'string' && typeof v.views === 'number';
}
