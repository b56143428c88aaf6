import { useEffect, useState } from 'react';
import type { usePdfEditor } from './use-pdf-editor';

type SetParam = ReturnType<typeof usePdfEditor>['setParam'];

const TEXT_START = { color: '#000000', size: 16 };
const INK_START = { color: '#000000', thickness: 3, opacity: 100 };

/**
 * The text and drawing tools' settings as the toolbar shows them; each change is passed on to
 * pdf.js. They live with the toolbar, so switching tools keeps them.
 */
export function useToolSettings(ready: boolean, setParam: SetParam) {
  const [text, setText] = useState(TEXT_START);
  const [ink, setInk] = useState(INK_START);
  // pdf.js keeps its tools' settings between documents: start each one from what is shown here.
  useEffect(() => {
    if (!ready) return;
    setParam('FREETEXT_COLOR', TEXT_START.color);
    setParam('FREETEXT_SIZE', TEXT_START.size);
    setParam('INK_COLOR', INK_START.color);
    setParam('INK_THICKNESS', INK_START.thickness);
    setParam('INK_OPACITY', INK_START.opacity / 100);
  }, [ready, setParam]);

  return {
    text,
    ink,
    setTextColour(color: string) {
      setText((t) => ({ ...t, color }));
      setParam('FREETEXT_COLOR', color);
    },
    setTextSize(size: number) {
      setText((t) => ({ ...t, size }));
      setParam('FREETEXT_SIZE', size);
    },
    setInkColour(color: string) {
      setInk((i) => ({ ...i, color }));
      setParam('INK_COLOR', color);
    },
    setInkThickness(thickness: number) {
      setInk((i) => ({ ...i, thickness }));
      setParam('INK_THICKNESS', thickness);
    },
    setInkOpacity(opacity: number) {
      setInk((i) => ({ ...i, opacity }));
      setParam('INK_OPACITY', opacity / 100);
    },
  };
}

export type ToolSettings = ReturnType<typeof useToolSettings>;
