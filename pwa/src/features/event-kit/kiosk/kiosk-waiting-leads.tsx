import { useLiveQuery } from 'dexie-react-hooks';
import { libraryOf } from '#core/library-key';
import { db } from '#offline/db';
import { useOnline } from '#pwa/ui/use-online';
import { useKioskT } from './kiosk-texts';

/**
 * For the salesperson, in a corner out of the visitors' way: that the kiosk is offline, and how
 * many visitors' leads wait on the device to be sent.
 */
export function KioskWaitingLeads({ ownerId }: { ownerId: string }) {
  const online = useOnline();
  const t = useKioskT();
  // Leads are the person's, whichever of their libraries the kit is in (core/library-key.ts).
  const { userId } = libraryOf(ownerId);
  const waiting =
    useLiveQuery(
      () =>
        db.outbox
          .where('ownerId')
          .equals(userId)
          .filter((e) => e.kind === 'lead' && e.status !== 'failed')
          .count(),
      [userId],
    ) ?? 0;
  const text = online
    ? waiting > 0 && t('kiosk.leadsWaiting', { count: waiting })
    : waiting > 0
      ? t('kiosk.leadsWhenOnline', { count: waiting })
      : t('kiosk.offline');
  // Narrow enough to stay clear of the page count in the middle, even on a phone.
  return (
    <p role="status" className="absolute start-3 bottom-2 max-w-[40%] text-xs text-fg-muted">
      {text || null}
    </p>
  );
}
