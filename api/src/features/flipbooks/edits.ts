import type { FlipbookLayout } from '#core/brochure';
import { type FieldEdits, overwriteEdits } from '#core/flipbook-fields';
import { panelNames } from '#core/media-names';
import type { FieldUpdateInput, UpdateFlipbookInput } from '#core/schemas/flipbooks';
import type { FlipbookRecord } from '../../store/flipbooks';
import type { ResolvedImages } from './panel-media';

/** The images of a panels edit (their own order, the first three in front) or of a whole edit. */
export function sidesOf(sent: { images: string[] } | UpdateFlipbookInput) {
  return 'images' in sent
    ? { front: sent.images.slice(0, 3), back: sent.images.slice(3) }
    : sent.panels;
}

/** The field edits an update makes, its images resolved to media names. */
export function editsOf(
  current: FlipbookRecord,
  input: UpdateFlipbookInput | FieldUpdateInput,
  images: ResolvedImages & { layout: FlipbookLayout },
  now: number,
): FieldEdits {
  if (!('edits' in input)) {
    return overwriteEdits(
      current.versions,
      {
        title: input.title,
        slots: images.slots,
        layout: images.layout,
        thumbnail: images.thumbnail,
        // Content follows its image's name, so a reorder by a client that sends none keeps it.
        content: input.content ?? current.content,
        leadForm: input.leadForm,
        readsRtl: input.readsRtl,
      },
      now,
    );
  }
  const { title, order, panels, leadForm, readsRtl } = input.edits;
  return {
    title,
    order,
    leadForm,
    readsRtl,
    panels: panels && {
      ...panels,
      value: {
        list: panelNames(images.slots),
        layout: images.layout,
        thumbnail: images.thumbnail,
        content: panels.value.content ?? {},
      },
    },
  };
}
