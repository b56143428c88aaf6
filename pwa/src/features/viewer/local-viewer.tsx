import { useMemo } from 'react';
import type { LocalFlipbook } from '#offline/db';
import { type Actions, ShowFlipbook } from './show-flipbook';
import { useLocalPanels } from './use-local-panels';
import { slotContent } from './viewer-model';

/** A flipbook of this device's library, shown from IndexedDB (works offline). */
export function LocalViewer({ flipbook, actions }: { flipbook: LocalFlipbook; actions: Actions }) {
  const panels = useLocalPanels(flipbook);
  const content = useMemo(() => slotContent(flipbook.slots, flipbook.content), [flipbook]);
  return <ShowFlipbook actions={actions} flipbook={flipbook} panels={panels} content={content} />;
}
