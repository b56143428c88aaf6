import { useMemo } from 'react';
import type { ReadingSource } from '#core/reading';
import type { LocalFlipbook } from '#offline/db';
import { type Actions, ShowFlipbook } from './show-flipbook';
import { useLocalPanels } from './use-local-panels';
import { slotContent } from './viewer-model';

/**
 * A flipbook of this device's library, shown from IndexedDB (works offline). Its reading goes through the owner's outbox, as `source`: the library, or
 * a shared link opened offline.
 */
export function LocalViewer(props: {
  flipbook: LocalFlipbook;
  actions: Actions;
  source: ReadingSource;
  /** The server refused to create it: Share and QR wait. */
  unsaved?: boolean;
}) {
  const { flipbook, actions, source } = props;
  const panels = useLocalPanels(flipbook);
  const content = useMemo(() => slotContent(flipbook.slots, flipbook.content), [flipbook]);
  const reading = useMemo(
    () => ({ flipbookId: flipbook.id, source, ownerId: flipbook.ownerId }),
    [flipbook.id, flipbook.ownerId, source],
  );
  return (
    <ShowFlipbook
      actions={actions}
      flipbook={flipbook}
      layout={flipbook.layout}
      readsRtl={flipbook.readsRtl ?? false}
      panels={panels}
      shape={flipbook.slots}
      content={content}
      reading={reading}
      unsaved={props.unsaved}
    />
  );
}
