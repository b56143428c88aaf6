import { useEffect, useRef, useState } from 'react';
import { coverImage } from '#core/brochure';
import { mediaNamesOf } from '#core/media-names';
import { PANEL_SLOTS, type PanelSlots } from '#core/panel-layout';
import { db, type LocalFlipbook } from '#offline/db';
import { revokeObjectUrlLater } from '#pwa/data/object-url-later';
import { whenIdle } from '#pwa/ui/when-idle';

/** The neighbours and covers are ready at the latest this long after the flipbook on show. */
const AHEAD_WITHIN_MS = 500;

/**
 * Object URLs of the images the kiosk may show next, each decoded as soon as it is made, so the
 * switch to a flipbook paints at once. What is let go is revoked: the kiosk runs for hours.
 */
class ImageShelf {
  private readonly held = new Map<string, { url: string; image: HTMLImageElement } | null>();

  /** Makes URLs for the names not held yet (null for one not on this device), decoding them. */
  async load(names: string[]): Promise<void> {
    const wanted = [...new Set(names)].filter((name) => !this.held.has(name));
    if (wanted.length === 0) return;
    const media = await db.media.bulkGet(wanted);
    wanted.forEach((name, i) => {
      const found = media[i];
      if (this.held.has(name)) return;
      if (!found) {
        this.held.set(name, null);
        return;
      }
      const url = URL.createObjectURL(new Blob([found.bytes], { type: found.type }));
      const image = new Image();
      image.src = url;
      image.decode().catch(() => {});
      this.held.set(name, { url, image });
    });
  }

  has(name: string): boolean {
    return this.held.has(name);
  }

  url(name: string | null): string | null {
    return (name && this.held.get(name)?.url) || null;
  }

  /** Lets go of every image not named. */
  keep(names: Set<string>): void {
    for (const [name, entry] of this.held) {
      if (names.has(name)) continue;
      // Later: the stage may still be loading it.
      if (entry) revokeObjectUrlLater(entry.url);
      this.held.delete(name);
    }
  }
}

/**
 * The images of the flipbook on show, and of the one before and after it ready ahead; every
 * cover of the kit for its row. `panels` is null until the shown flipbook's images are loaded.
 */
export function useKioskImages(flipbooks: LocalFlipbook[], index: number) {
  const shelf = useRef<ImageShelf | null>(null);
  shelf.current ??= new ImageShelf();
  const [, setLoaded] = useState(0);
  const count = flipbooks.length;
  const shown = flipbooks[index % Math.max(count, 1)];
  const near = [index, index + 1, index + count - 1].map((i) => flipbooks[i % Math.max(count, 1)]);
  const covers = flipbooks.map(coverImage).filter((n): n is string => n !== null);
  const nearNames = near.flatMap((f) => (f ? mediaNamesOf(f) : []));
  const key = [...nearNames, ...covers].join('|');

  useEffect(() => {
    const images = shelf.current;
    if (!images) return;
    const names = key.split('|').filter(Boolean);
    let live = true;
    let cancel = () => {};
    // The flipbook on show first, drawn as soon as its images are read; the rest (its neighbours,
    // the covers) in idle time after, so their decoding never holds up its first frame.
    void images.load(shown ? mediaNamesOf(shown) : []).then(() => {
      if (!live) return;
      setLoaded((n) => n + 1);
      cancel = whenIdle(
        () =>
          void images.load(names).then(() => {
            if (!live) return;
            images.keep(new Set(names));
            setLoaded((n) => n + 1);
          }),
        AHEAD_WITHIN_MS,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [key, shown]);
  useEffect(() => () => shelf.current?.keep(new Set()), []);

  const images = shelf.current;
  const ready = !!shown && mediaNamesOf(shown).every((name) => images.has(name));
  const panels: PanelSlots<string> | null =
    shown && ready
      ? (Object.fromEntries(
          PANEL_SLOTS.map((slot) => [slot, images.url(shown.slots[slot])]),
        ) as PanelSlots<string>)
      : null;
  return { panels, cover: (flipbook: LocalFlipbook) => images.url(coverImage(flipbook)) };
}
