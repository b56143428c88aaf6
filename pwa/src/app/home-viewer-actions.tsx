import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LEAD_TEXTS } from '#core/leads';
import { viewerUrl } from '#core/product';
import { shareFlipbook } from '../features/share/share-actions';
import type { Actions } from '../features/viewer/show-flipbook';
import { openAuthDialog } from '../state/auth-dialog';
import { sessionStore } from '../state/session';

// The QR code generator and the lead form load when they are first needed.
const QrModal = lazy(() =>
  import('../features/share/qr-modal').then((m) => ({ default: m.QrModal })),
);
const ReaderLeadDialog = lazy(() =>
  import('../lead-form/reader-lead-dialog').then((m) => ({ default: m.ReaderLeadDialog })),
);
const KioskLeadDialog = lazy(() =>
  import('../lead-form/kiosk-lead-dialog').then((m) => ({ default: m.KioskLeadDialog })),
);

/**
 * The lead form a page's viewer offers: the reader's on a shared link, or the kiosk's, where the
 * creator hands their device to visitors (it keeps leads on the device until they are sent).
 */
export type LeadFormOffer =
  | { variant: 'reader' }
  | { variant: 'kiosk'; creator: { id: string; name: string } };

export type Shareable = { id: string; title: string; url: string };

export function shareable(f: { id: string; title: string }): Shareable {
  return { id: f.id, title: f.title, url: viewerUrl(location.origin, f.id) };
}

/**
 * Which of the given dialogs have been open at least once: a dialog loads on first use and then
 * stays mounted, because Radix restores the page only when a dialog closes itself, not when it is
 * unmounted while open.
 */
export function useUsedOnce<K extends string>(now: Record<K, boolean>): Record<K, boolean> {
  const [used, setUsed] = useState(now);
  const changed = (Object.keys(now) as K[]).some((k) => now[k] && !used[k]);
  if (changed)
    setUsed((u) => ({
      ...u,
      ...Object.fromEntries((Object.keys(now) as K[]).filter((k) => now[k]).map((k) => [k, true])),
    }));
  return used;
}

/**
 * What a viewer's buttons do on the home page, shared link or library alike (`onClose` closes a
 * viewer the page opened), and the dialogs they open: the QR modal, and the lead form `leads`
 * offers.
 */
export function useHomeViewerActions(onClose: () => void, leads?: LeadFormOffer) {
  const navigate = useNavigate();
  const [qr, setQr] = useState<Shareable | null>(null);
  const [leadFor, setLeadFor] = useState<{ id: string; title: string } | null>(null);
  const used = useUsedOnce({ qr: qr !== null, lead: leadFor !== null });
  const actions: Actions = {
    onBack: () => {
      onClose();
      navigate('/');
    },
    onUploadYourOwn: () => {
      onClose();
      navigate('/');
      if (!sessionStore.get().user) openAuthDialog('signup');
    },
    onShowQr: (f: Shareable) => setQr(f),
    onShare: (f: Shareable) => void shareFlipbook(f),
    leadForm: leads && {
      label: leads.variant === 'kiosk' ? LEAD_TEXTS.kioskTitle : LEAD_TEXTS.readerTitle,
      open: (f) => setLeadFor({ id: f.id, title: f.title }),
    },
  };
  const closeLead = () => setLeadFor(null);
  const dialogs = (
    <Suspense fallback={null}>
      {used.qr && <QrModal flipbook={qr} onClose={() => setQr(null)} />}
      {used.lead && leads?.variant === 'reader' && (
        <ReaderLeadDialog flipbook={leadFor} source="link" onClose={closeLead} />
      )}
      {used.lead && leads?.variant === 'kiosk' && (
        <KioskLeadDialog flipbook={leadFor} creator={leads.creator} onClose={closeLead} />
      )}
    </Suspense>
  );
  return { actions, dialogs, showQr: setQr };
}
