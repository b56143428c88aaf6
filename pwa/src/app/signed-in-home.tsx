import { lazy, Suspense, useState } from 'react';
import type { PublicUser } from '#core/schemas/auth';
import { db, type LocalFlipbook, type LocalLibrary } from '#offline/db';
import { canEditLibrary, useCurrentLibrary, useLibraries } from '../data/libraries';
import { countLocalView } from '../data/library';
import { useLibrary, useRefusedCreates } from '../data/library-hooks';
import { GoToAdminButton } from '../features/admin/go-to-admin-button';
import { LibrarySkeleton } from '../features/library/library-skeleton';
import { TeamLibraryTitle } from '../features/library/library-title';
import { shareFlipbook } from '../features/share/share-actions';
import { LocalViewer } from '../features/viewer/local-viewer';
import { toastNotSaved } from '../ui/not-saved-toast';
import {
  HomeSection,
  LibraryHead,
  LibraryHeading,
  LibrarySection,
  SignedInHomeSkeleton,
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

/**
 * The signed-in home page: the library shown (the person's own, or a team's chosen in the header),
 * the upload zone when they may add to it, and the viewer and dialogs it opens.
 */
export function SignedInHome({ user }: { user: PublicUser }) {
  // The library shown first: its own query then answers no later than the list's below.
  const shown = useCurrentLibrary();
  const libraries = useLibraries(user.id);
  if (!shown || !libraries) return <SignedInHomeSkeleton />;
  return <LibraryPage user={user} shown={shown} />;
}

function LibraryPage({ user, shown }: { user: PublicUser; shown: LocalLibrary }) {
  const library = useLibrary(shown.key);
  const refused = useRefusedCreates(shown.key);
  const [viewing, setViewing] = useState<LocalFlipbook | null>(null);
  const { actions, dialogs, showQr } = useHomeViewerActions(() => setViewing(null));
  const { open, libraryDialogs } = useLibraryDialogs();
  const current = viewing && library?.find((f) => f.id === viewing.id);
  const heading = shown.teamId ? <TeamLibraryTitle library={shown} /> : <LibraryHeading />;
  return (
    <HomeSection>
      {user.isAdmin && (
        <div className="flex justify-end">
          <GoToAdminButton />
        </div>
      )}
      {canEditLibrary(shown) && (
        <Suspense fallback={<UploadZonePlaceholder />}>
          <UploadZone />
        </Suspense>
      )}
      <LibrarySection
        head={
          <Suspense fallback={<LibraryHead heading={heading} />}>
            <EventKits library={shown} flipbooks={library ?? []} heading={heading} />
          </Suspense>
        }
      >
        <Suspense fallback={<LibrarySkeleton />}>
          <LibraryGrid
            library={shown}
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
              onStatistics: open.statistics,
              onEdit: open.edit,
              onDelete: open.delete,
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
      {libraryDialogs}
    </HomeSection>
  );
}

/** The library's dialogs (edit, delete, statistics), each loaded when first opened. */
function useLibraryDialogs() {
  const [editing, setEditing] = useState<LocalFlipbook | null>(null);
  const [deleting, setDeleting] = useState<LocalFlipbook | null>(null);
  const [inspecting, setInspecting] = useState<LocalFlipbook | null>(null);
  const used = useUsedOnce({
    edit: editing !== null,
    delete: deleting !== null,
    statistics: inspecting !== null,
  });
  const libraryDialogs = (
    <Suspense fallback={null}>
      {used.edit && <EditDialog flipbook={editing} onClose={() => setEditing(null)} />}
      {used.delete && <DeleteDialog flipbook={deleting} onClose={() => setDeleting(null)} />}
      {used.statistics && (
        <StatisticsDialog flipbook={inspecting} onClose={() => setInspecting(null)} />
      )}
    </Suspense>
  );
  return {
    open: { edit: setEditing, delete: setDeleting, statistics: setInspecting },
    libraryDialogs,
  };
}
