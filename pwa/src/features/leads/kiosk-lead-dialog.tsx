import { db, type LocalLead } from '#offline/db';
import { currentLocale } from '#pwa/i18n/i18n';
import { useKitsT } from '../event-kit/kits-texts';
import { captureKioskLead } from './data/leads';
import { LeadFormDialog } from './form/lead-form-dialog';

/**
 * 'Send me this brochure' at the booth: the lead is kept on this device and queued for the server
 * (it works offline), with the language the kiosk shows, which the visitor read the form in; the
 * dialog closes itself 10 s after sending, for the next visitor.
 */
export function KioskLeadDialog(props: {
  flipbook: { id: string; title: string } | null;
  creator: { id: string; name: string };
  /** The event and the device each lead is marked with. */
  at: { event: string; device: string };
  /** The lead just kept, for the staff's notes on it. */
  onCaptured: (lead: LocalLead) => void;
  onClose: () => void;
}) {
  const { flipbook, creator, at } = props;
  const t = useKitsT();
  return (
    <LeadFormDialog
      open={flipbook !== null}
      onClose={props.onClose}
      variant="kiosk"
      flipbookTitle={flipbook?.title ?? ''}
      creatorName={creator.name}
      send={async ({ consent: _, ...fields }) => {
        if (!flipbook) return { kind: 'refused', message: t('kits.lead.noFlipbook') };
        try {
          props.onCaptured(
            await captureKioskLead(db, {
              ownerId: creator.id,
              flipbook,
              fields,
              at,
              locale: currentLocale(),
            }),
          );
          return { kind: 'sent' };
        } catch {
          return { kind: 'refused', message: t('kits.lead.notKept') };
        }
      }}
    />
  );
}
