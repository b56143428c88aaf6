import { useLiveQuery } from 'dexie-react-hooks';
import { libraryOf } from '#core/library-key';
import { db } from '#offline/db';
import { counted } from '#pwa/ui/counted';
import { useOnline } from '#pwa/ui/use-online';

/**
 * For the salesperson, in a corner out of the visitors' way: that the kiosk is offline, and how
 * many visitors' leads wait on the device to be sent.
 */
export function KioskWaitingLeads({ ownerId }: { ownerId: string }) {
  const online = useOnline();
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
  const leads = counted(waiting, 'lead');
  const text = online
    ? waiting > 0 && `${leads} waiting to be sent`
    : waiting > 0
      ? `${leads} will be sent when this device is back online`
      : 'Offline';
  // Narrow enough to stay clear of the page count in the middle, even on a phone.
  return (
    <p role="status" className="absolute bottom-2 left-3 max-w-[40%] text-xs text-fg-muted">
      {text || null}
    </p>
  );
}
