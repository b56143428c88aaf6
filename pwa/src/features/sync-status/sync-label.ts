import { counted } from '../../ui/counted';

/** The header's count: changes still to go, and those the server refused, never called waiting. */
export function syncLabel(waiting: number, failed: number): string {
  if (waiting === 0) return `${counted(failed, 'change')} failed to sync`;
  const label = `${counted(waiting, 'change')} waiting to sync`;
  return failed > 0 ? `${label}, ${failed} failed` : label;
}
