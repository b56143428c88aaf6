import { Mail } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '#pwa/ui/button.tsx';
import { useVisitorT } from '../../leads/visitor-texts';
import { deviceNameStore } from '../data/device-name';

// The form loads when a visitor first opens it (precached with the app, so offline too).
const KioskLeadDialog = lazy(() =>
  import('../../leads/kiosk-lead-dialog').then((m) => ({ default: m.KioskLeadDialog })),
);
const KioskStaffNote = lazy(() =>
  import('../../leads/kiosk-staff-note').then((m) => ({ default: m.KioskStaffNote })),
);

type Shown = { id: string; title: string };
/** The lead just left here, for the staff's note on it. */
type LastLead = { id: string; flipbookId: string; email: string; flipbookTitle: string };

/**
 * 'Send me this brochure' on the kiosk: the lead form for the flipbook on show, kept on the device
 * and sent through the outbox. A new `visit` (the kiosk started over for the next visitor) closes
 * a form left open, so nobody finds an earlier visitor's entries.
 */
export function KioskLead(props: {
  shown: Shown | undefined;
  creator: { id: string; name: string };
  /** The kit's name: the event its leads are marked with. */
  event: string;
  visit: number;
  className?: string;
}) {
  const { shown, creator, visit } = props;
  const [leadFor, setLeadFor] = useState<Shown | null>(null);
  const [used, setUsed] = useState(false);
  const [lastLead, setLastLead] = useState<LastLead | null>(null);
  const t = useVisitorT();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit closes the form and forgets the last lead
  useEffect(() => {
    setLeadFor(null);
    setLastLead(null);
  }, [visit]);
  if (!shown) return null;
  return (
    <>
      <Button
        size="sm"
        className={props.className}
        onClick={() => {
          setUsed(true);
          setLeadFor({ id: shown.id, title: shown.title });
        }}
      >
        <Mail className="size-4" aria-hidden /> {t('lead.kioskTitle')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <KioskLeadDialog
            flipbook={leadFor}
            creator={creator}
            at={{ event: props.event, device: deviceNameStore.get() }}
            onCaptured={({ id, flipbookId, email, flipbookTitle }) =>
              setLastLead({ id, flipbookId, email, flipbookTitle })
            }
            onClose={() => setLeadFor(null)}
          />
        </Suspense>
      )}
      {lastLead && (
        <Suspense fallback={null}>
          <KioskStaffNote lead={lastLead} ownerId={creator.id} className={props.className} />
        </Suspense>
      )}
    </>
  );
}
