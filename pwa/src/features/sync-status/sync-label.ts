import { counted } from '../../ui/counted';

/** The header's count: changes still to go, and those the server refused, never called waiting. */
export function syncLabel(waiting: number, failed: number): string {
  if (waiting === 0) return `${counted(failed, 'change')} failed to sync`;
  const label = `${counted(waiting, 'change')} waiting to sync`;
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
