import { lazy, Suspense, useState } from 'react';
import type { PublicUser } from '#core/schemas/auth';
import { db, type LocalFlipbook } from '#offline/db';
import { countLocalView } from '../data/library';
import { useLibrary, useRefusedCreates } from '../data/library-hooks';
import { GoToAdminButton } from '../features/admin/go-to-admin-button';
import { LibrarySkeleton } from '../features/library/library-skeleton';
import { shareFlipbook } from '../features/share/share-actions';
import { LocalViewer } from '../features/viewer/local-viewer';
import { toastNotSaved } from '../ui/not-saved-toast';
import {
  HomeSection,
  LibraryHead,
  LibraryHeading,
  LibrarySection,
  UploadZonePlaceholder,
} from './home-layout';
import { shareable, useHomeViewerActions, useUsedOnce } from './home-viewer-actions';

// pdf.js and the upload code, the library's menus and dialogs load when they are first needed.
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
  import('../features/reading/statistics-dialog').then((m) => ({ default: m.StatisticsDialog })),
);
const DeleteDialog = lazy(() =>
  import('../features/library/delete-dialog').then((m) => ({ default: m.DeleteDialog })),
);
const EventKits = lazy(() =>
  import('../features/event-kit/event-kits').then((m) => ({ default: m.EventKits })),
);

/** The signed-in home page: the upload zone, the library, and the viewer and dialogs it opens. */
export function SignedInHome({ user }: { user: PublicUser }) {
  const library = useLibrary(user.id);
  const refused = useRefusedCreates(user.id);
  const [viewing, setViewing] = useState<LocalFlipbook | null>(null);
  const [editing, setEditing] = useState<LocalFlipbook | null>(null);
  const [deleting, setDeleting] = useState<LocalFlipbook | null>(null);
  const [inspecting, setInspecting] = useState<LocalFlipbook | null>(null);
  const { actions, dialogs, showQr } = useHomeViewerActions(() => setViewing(null));
  const used = useUsedOnce({
    edit: editing !== null,
    delete: deleting !== null,
    statistics: inspecting !== null,
  });
  const current = viewing && library?.find((f) => f.id === viewing.id);
  return (
    <HomeSection>
      {user.isAdmin && (
        <div className="flex justify-end">
          <GoToAdminButton />
        </div>
      )}
      <Suspense fallback={<UploadZonePlaceholder />}>
        <UploadZone />
      </Suspense>
      <LibrarySection
        head={
          <Suspense fallback={<LibraryHead />}>
            <EventKits ownerId={user.id} library={library ?? []} heading={<LibraryHeading />} />
          </Suspense>
        }
      >
        <Suspense fallback={<LibrarySkeleton />}>
          <LibraryGrid
            ownerId={user.id}
            items={library}
            actions={{
              onView: (f) => {
                setViewing(f);
                countLocalView(db, f.id).catch((err: unknown) =>
                  toastNotSaved(err, `the view of “${f.title}”`, null),
                );
              },
              onQr: (f) => showQr(shareable(f)),
              onShare: (f) => void shareFlipbook(shareable(f)),
              onEdit: setEditing,
              onStatistics: setInspecting,
              onDelete: setDeleting,
            }}
          />
        </Suspense>
      </LibrarySection>
      {current && (
        <LocalViewer
          flipbook={current}
          actions={actions}
          source="library"
          unsaved={refused.has(current.id)}
        />
      )}
      {dialogs}
      <Suspense fallback={null}>
        {used.edit && <EditDialog flipbook={editing} onClose={() => setEditing(null)} />}
        {used.delete && <DeleteDialog flipbook={deleting} onClose={() => setDeleting(null)} />}
        {used.statistics && (
          <StatisticsDialog flipbook={inspecting} onClose={() => setInspecting(null)} />
        )}
      </Suspense>
    </HomeSection>
  );
}
