import { counted } from '../../ui/counted';

/** What still has to go, told apart: a salesperson counts leads, not entries of a queue. */
export interface WaitingKinds {
  /** Creates, edits and deletes of flipbooks and kits. */
  changes: number;
  leads: number;
  /** Views counted on the device, however many each entry holds. */
  views: number;
  /** Reading sessions. */
  readings: number;
}

export const NOTHING_WAITING: WaitingKinds = { changes: 0, leads: 0, views: 0, readings: 0 };

/**
 * The header's count: what is still to go, kind by kind ('2 leads waiting · 17 views waiting'),
 * and the changes the server refused, never called waiting.
 */
export function syncLabel(waiting: WaitingKinds, failed: number): string {
  const parts = [
    waiting.changes > 0 && `${counted(waiting.changes, 'change')} waiting to sync`,
    waiting.leads > 0 && `${counted(waiting.leads, 'lead')} waiting`,
    waiting.views > 0 && `${counted(waiting.views, 'view')} waiting`,
    waiting.readings > 0 && `${counted(waiting.readings, 'reading session')} waiting`,
  ].filter((part) => part !== false);
  if (parts.length === 0) return `${counted(failed, 'change')} failed to sync`;
  const label = parts.join(' · ');
  return failed > 0 ? `${label}, ${failed} failed` : label;
}

/**
 * What the sync status says of the changes still to go. Those held behind a create the server
 * refused (its edits, views and leads) go only once it is retried or discarded: never told as
 * being sent.
 */
export function waitingText(online: boolean, waiting: number, held: number): string {
  if (!online) return 'They will be sent when you are back online.';
  if (held === 0) return 'Your changes are being sent.';
  const until = 'until the refused change below is retried or discarded.';
  if (held >= waiting) return `${held === 1 ? 'It waits' : 'They wait'} ${until}`;
  return `Your changes are being sent; ${counted(held, 'change')} ${held === 1 ? 'waits' : 'wait'} ${until}`;
}
