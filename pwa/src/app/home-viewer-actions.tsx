import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { viewerUrl } from '#core/product';
import { shareFlipbook } from '../features/share/share-actions';
import type { Actions } from '../features/viewer/show-flipbook';
import { useT } from '../i18n/i18n';
import { openAuthDialog } from '../state/auth-dialog';
import { sessionStore } from '../state/session';

// The QR code generator and the lead form load when they are first needed.
const QrModal = lazy(() =>
  import('../features/share/qr-modal').then((m) => ({ default: m.QrModal })),
);
const ReaderLeadDialog = lazy(() =>
  import('../features/leads/reader-lead-dialog').then((m) => ({ default: m.ReaderLeadDialog })),
);

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
 * viewer the page opened), and the dialogs they open: the QR modal, and on a shared link
 * (`readerLeads`) the reader's lead form. The visitors' form at a booth is the kiosk's
 * (features/event-kit/kiosk/kiosk-lead.tsx).
 */
export function useHomeViewerActions(onClose: () => void, readerLeads = false) {
  const navigate = useNavigate();
  const t = useT();
  const [qr, setQr] = useState<Shareable | null>(null);
  const [leadFor, setLeadFor] = useState<{ id: string; title: string } | null>(null);
  const used = useUsedOnce({ qr: qr !== null, lead: leadFor !== null });
  const actions: Actions = {
    onBack: () => {
      onClose();
      void navigate('/');
    },
    onUploadYourOwn: () => {
      onClose();
      void navigate('/');
      if (!sessionStore.get().user) openAuthDialog('signup');
    },
    onShowQr: (f: Shareable) => setQr(f),
    onShare: (f: Shareable) => void shareFlipbook(f),
    leadForm: readerLeads
      ? { label: t('lead.readerTitle'), open: (f) => setLeadFor({ id: f.id, title: f.title }) }
      : undefined,
  };
  const closeLead = () => setLeadFor(null);
  const dialogs = (
    <Suspense fallback={null}>
      {used.qr && <QrModal flipbook={qr} onClose={() => setQr(null)} />}
      {used.lead && <ReaderLeadDialog flipbook={leadFor} source="link" onClose={closeLead} />}
    </Suspense>
  );
  return { actions, dialogs, showQr: setQr };
}
