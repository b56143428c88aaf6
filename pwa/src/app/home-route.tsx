import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { viewerUrl } from '../../../core/product';
import { db, type LocalFlipbook } from '../../../shared/db';
import { countLocalView } from '../data/library';
import { useLibrary } from '../data/library-hooks';
import { GoToAdminButton } from '../features/admin/go-to-admin-button';
import { Landing } from '../features/landing/landing';
import { shareFlipbook } from '../features/share/share-actions';
import { LocalViewer, SharedLinkViewer } from '../features/viewer/viewer-screens';
import { openAuthDialog } from '../state/auth-dialog';
import { useValue } from '../state/external-store';
import { sessionStore } from '../state/session';

// Shared links download only the viewer: pdf.js and the upload code, the library's menus and
// dialogs, and the QR code generator load when they are first needed.
const UploadZone = lazy(() =>
  import('../features/upload/upload-zone').then((m) => ({ default: m.UploadZone })),
);
const LibraryGrid = lazy(() =>
  import('../features/library/library-grid').then((m) => ({ default: m.LibraryGrid })),
);
const EditDialog = lazy(() =>
  import('../features/library/edit-dialog').then((m) => ({ default: m.EditDialog })),
);
const StatisticsDialog = lazy(() =>
  import('../features/library/statistics-dialog').then((m) => ({ default: m.StatisticsDialog })),
);
const DeleteDialog = lazy(() =>
  import('../features/library/delete-dialog').then((m) => ({ default: m.DeleteDialog })),
);
const QrModal = lazy(() =>
  import('../features/share/qr-modal').then((m) => ({ default: m.QrModal })),
);

type Shareable = { id: string; title: string; url: string };

function useUsedOnce<K extends string>(now: Record<K, boolean>): Record<K, boolean> {
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
 * The home route composes features: `?view=` shows the shared-link viewer to anyone; otherwise the
 * landing for visitors, and for signed-in users the upload zone and the library.
 */
export function HomeRoute() {
  const { user } = useValue(sessionStore);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const library = useLibrary(user?.id ?? null);
  const [viewing, setViewing] = useState<LocalFlipbook | null>(null);
  const [qr, setQr] = useState<Shareable | null>(null);
  const [editing, setEditing] = useState<LocalFlipbook | null>(null);
  const [deleting, setDeleting] = useState<LocalFlipbook | null>(null);
  const [inspecting, setInspecting] = useState<LocalFlipbook | null>(null);
  const viewId = params.get('view');
  // Dialogs load on first use and then stay mounted: Radix restores the page only when a dialog
  // closes itself, not when it is unmounted while open.
  const used = useUsedOnce({
    qr: qr !== null,
    edit: editing !== null,
    delete: deleting !== null,
    statistics: inspecting !== null,
  });

  const shareable = (f: { id: string; title: string }): Shareable => ({
    id: f.id,
    title: f.title,
    url: viewerUrl(location.origin, f.id),
  });
  const viewerActions = {
    onBack: () => {
      setViewing(null);
      navigate('/');
    },
    onUploadYourOwn: () => {
      setViewing(null);
      navigate('/');
      if (!sessionStore.get().user) openAuthDialog('signup');
    },
    onShowQr: (f: Shareable) => setQr(f),
    onShare: (f: Shareable) => void shareFlipbook(f),
  };
  const qrModal = used.qr && (
    <Suspense fallback={null}>
      <QrModal flipbook={qr} onClose={() => setQr(null)} />
    </Suspense>
  );

  if (viewId) {
    return (
      <>
        <SharedLinkViewer id={viewId} actions={viewerActions} />
        {qrModal}
      </>
    );
  }
  if (!user) return <Landing />;
  const current = viewing && library?.find((f) => f.id === viewing.id);
  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
      {/* The page's heading for screen readers; the upload zone and the library name its parts. */}
      <h1 className="sr-only">Your library</h1>
      {user.isAdmin && (
        <div className="flex justify-end">
          <GoToAdminButton />
        </div>
      )}
      <Suspense fallback={<div className="h-56 animate-pulse rounded-2xl bg-surface-muted" />}>
        <UploadZone />
      </Suspense>
      <div>
        <h2 className="mb-4 text-xl font-semibold">Your flipbooks</h2>
        <Suspense fallback={null}>
          <LibraryGrid
            items={library}
            actions={{
              onView: (f) => {
                setViewing(f);
                void countLocalView(db, f.id);
              },
              onQr: (f) => setQr(shareable(f)),
              onShare: (f) => void shareFlipbook(shareable(f)),
              onEdit: setEditing,
              onStatistics: setInspecting,
              onDelete: setDeleting,
            }}
          />
        </Suspense>
      </div>
      {current && <LocalViewer flipbook={current} actions={viewerActions} />}
      {qrModal}
      <Suspense fallback={null}>
        {used.edit && <EditDialog flipbook={editing} onClose={() => setEditing(null)} />}
        {used.delete && <DeleteDialog flipbook={deleting} onClose={() => setDeleting(null)} />}
        {used.statistics && (
          <StatisticsDialog flipbook={inspecting} onClose={() => setInspecting(null)} />
        )}
      </Suspense>
    </section>
  );
}
