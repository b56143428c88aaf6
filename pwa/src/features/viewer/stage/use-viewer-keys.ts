import { useEffect } from 'react';
import type { ReadingDirection, Turn } from '#core/reading-direction';
import { pageTurnKey, type ViewerCommand, viewerCommand } from '../page-turn-key';

/**
 * The viewer's keys, heard on the whole window: page turns, and its own commands (zoom, reset,
 * close). page-turn-key.ts leaves out the keys that belong to a dialog on top or a focused control.
 */
export function useViewerKeys(on: {
  command: (command: ViewerCommand) => void;
  turn: (turn: Turn) => void;
  /** Which way the flipbook reads: ArrowLeft turns forward right to left. */
  reading: ReadingDirection;
}) {
  // Subscribed afresh after each render, so the handlers see the viewer's current state.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = viewerCommand(e);
      if (command) {
        e.preventDefault();
        on.command(command);
        return;
      }
      const turn = pageTurnKey(e, on.reading);
      if (!turn) return;
      e.preventDefault();
      on.turn(turn);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
