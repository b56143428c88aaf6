import { t } from '../../i18n/i18n';

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
 * and the changes the server refused, never called waiting. In the app's words: the sync status
 * that shows it waits for them.
 */
export function syncLabel(waiting: WaitingKinds, failed: number): string {
  const parts = [
    waiting.changes > 0 && t('sync.changesWaiting', { count: waiting.changes }),
    waiting.leads > 0 && t('sync.leadsWaiting', { count: waiting.leads }),
    waiting.views > 0 && t('sync.viewsWaiting', { count: waiting.views }),
    waiting.readings > 0 && t('sync.readingsWaiting', { count: waiting.readings }),
  ].filter((part) => part !== false);
  if (parts.length === 0) return t('sync.failedToSync', { count: failed });
  const label = parts.join(' · ');
  return failed > 0 ? t('sync.andFailed', { label, count: failed }) : label;
}

/**
 * What the sync status says of the changes still to go. Those held behind a create the server
 * refused (its edits, views and leads) go only once it is retried or discarded: never told as
 * being sent.
 */
export function waitingText(online: boolean, waiting: number, held: number): string {
  if (!online) return t('sync.sentWhenOnline');
  if (held === 0) return t('sync.beingSent');
  if (held >= waiting) return t('sync.allHeld', { count: held });
  return t('sync.someHeld', { count: held });
}
