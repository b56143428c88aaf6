import { MEDIA_NAME_PATTERN } from '#core/media-names';
import { PANEL_VARIANT } from '#core/panel-images';
import type { Logger } from '../logger';
import type { Store } from '../store/port';
import { ownTurn } from '../turns';
import { loadSharp } from './sharp';

/** A panel no wider than 480 px (never enlarged), as WebP. */
async function makeVariant(original: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original)
    .resize({ width: PANEL_VARIANT.width, withoutEnlargement: true })
    .webp({ quality: PANEL_VARIANT.quality })
    .toBuffer();
}

/**
 * The phone copies of panels, kept in `store.variants` under their original's name. They are made
 * in the background after a write and at start for media stored before, and on demand when asked
 * for first, so a copy can always be served while its original exists.
 */
export function createPanelVariants(deps: { store: Store; logger: Logger }) {
  const { store } = deps;
  /** Makes the copy of each named original that has none; returns how many were made. */
  const ensure = async (names: Iterable<string>): Promise<number> => {
    let made = 0;
    for (const name of new Set(names)) {
      if (await store.variants.get(name)) continue;
      if ((await variantOf(name)) !== null) made++;
    }
    return made;
  };
  const variantOf = async (name: string): Promise<Buffer | null> => {
    const kept = await store.variants.get(name);
    if (kept) return kept;
    const original = await store.media.get(name);
    if (!original) return null;
    // Resizing takes tens of milliseconds, off the loop but with its copy in memory: one at a time.
    await ownTurn();
    const bytes = await makeVariant(original);
    await store.variants.put(name, bytes);
    return bytes;
  };
  return {
    variantOf,
    ensure,
    /** At start: copies of every original stored so far that has none yet. */
    async ensureAll(): Promise<number> {
      const names = await store.media.storedBefore(Date.now() + 1);
      const made = await ensure(names.filter((n) => MEDIA_NAME_PATTERN.test(n)));
      if (made > 0) deps.logger.info(`made ${made} phone copies of panels`);
      return made;
    },
  };
}

export type PanelVariants = ReturnType<typeof createPanelVariants>;
