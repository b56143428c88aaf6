import { type FlipbookLayout, layoutOfPanelShape } from '#core/brochure';
import { PANEL_SLOTS, type PanelSlots } from '#core/panel-layout';
import type { Logger } from '../../logger';
import { loadSharp } from '../../media/sharp';
import type { Store } from '../../store/port';

/**
 * How a flipbook's panels were made when its client did not say (an older app, or one stored
 * before it was recorded): told by its first panel's shape (core/brochure.ts). `bytes` holds the
 * images a request just sent; others are read from the media store. No panel, or one that cannot
 * be read: pages.
 */
export async function layoutOfSlots(
  store: Pick<Store, 'media'>,
  slots: PanelSlots<string>,
  bytes: ReadonlyMap<string, Buffer> = new Map(),
): Promise<FlipbookLayout> {
  const first = PANEL_SLOTS.map((slot) => slots[slot]).find((name) => name !== null);
  if (!first) return 'pages';
  const image = bytes.get(first) ?? (await store.media.get(first));
  if (!image) return 'pages';
  const sharp = await loadSharp();
  try {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    return layoutOfPanelShape(width, height);
  } catch {
    return 'pages';
  }
}

/**
 * Gives each flipbook stored before layouts were recorded the layout its panels' shape tells, once,
 * at start before the server listens (a later start finds none left). Several processes on one
 * MongoDB may run it at once: each writes only where no layout is recorded yet, and they agree.
 */
export async function backfillLayouts(store: Store, logger: Logger): Promise<number> {
  const pending = await store.flipbooks.withoutLayout();
  for (const { id, slots } of pending)
    await store.flipbooks.setLayout(id, await layoutOfSlots(store, slots));
  if (pending.length > 0) logger.info(`layouts told by panel shape: ${pending.length} flipbooks`);
  return pending.length;
}
