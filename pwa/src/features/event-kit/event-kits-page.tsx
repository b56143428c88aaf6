import { Info, Pencil, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { LOCALE_NAMES } from '#core/i18n/locales';
import { PRODUCT_NAME } from '#core/product';
import { db, type EventKit, type LocalFlipbook } from '#offline/db';
import { kitLanguage } from '#offline/sync/kits';
import { useLibrary } from '../../data/library-hooks';
import { useValue } from '../../state/external-store';
import { sessionStore } from '../../state/session';
import { Button, buttonClass } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { useKit } from './data/kit-hooks';
import { canManageKits, useKitLibrary } from './data/kit-library';
import { dismissDropped, dropDeletedFlipbooks } from './data/kits';
import { DeleteKitDialog } from './kits/delete-kit-dialog';
import { DeviceNameField } from './kits/device-name-field';
import { KitFormDialog } from './kits/kit-form-dialog';
import { KitReadinessList } from './kits/kit-readiness';
import { StartPresenting } from './kits/start-presenting';
import { useKitReadiness } from './kits/use-kit-readiness';

/**
 * `/kits/{id}`: an event kit's screen, for the people whose library it is in: the account's own
 * kit, or a team's kit for its members (its presenters present it but do not change it).
 */
export function EventKitsPage() {
  const { user } = useValue(sessionStore);
  const { kitId = '' } = useParams();
  const kit = useKit(kitId);
  const kitLibrary = useKitLibrary(user?.id ?? null, kit);
  const library = useLibrary(kitLibrary?.key ?? null);
  if (!user) return <Navigate to="/" replace />;
  if (kitLibrary === undefined || library === undefined) return <div className="min-h-[50dvh]" />;
  if (kit == null || kitLibrary === null) {
    return (
      <section className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">Event kit not found</h1>
        <p className="mt-2 text-fg-muted">It may have been deleted on this device.</p>
        <Link to="/" className={buttonClass({}, 'mt-6')}>
          Back to your library
        </Link>
      </section>
    );
  }
  return (
    <KitScreen
      kit={kit}
      library={library}
      // A team kit's kiosk asks visitors' consent to be contacted by the team.
      creatorName={kitLibrary.teamId ? kitLibrary.name : user.name || user.username}
      manage={canManageKits(kitLibrary)}
    />
  );
}

const seconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

/** A kit's screen; `manage` offers Edit kit and Delete. */
export function KitScreen(props: {
  kit: EventKit;
  library: LocalFlipbook[];
  creatorName: string;
  /** Whether the kit may be edited and deleted here. */
  manage: boolean;
}) {
  const { kit, library, creatorName, manage } = props;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const flipbooks = useMemo(
    () => kit.flipbooks.flatMap((entry) => library.find((f) => f.id === entry.id) ?? []),
    [kit.flipbooks, library],
  );
  const readiness = useKitReadiness(flipbooks);

  // A flipbook deleted here or on another device leaves the kit, with a note naming it.
  useEffect(() => {
    void library;
    void dropDeletedFlipbooks(db, kit.id);
  }, [kit.id, library]);
  useEffect(() => {
    document.title = `${kit.name} — ${PRODUCT_NAME}`;
  }, [kit.name]);

  return (
    <section className="mx-auto grid max-w-3xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <div className="grid gap-3">
        <PageHeader
          back="Your library"
          eyebrow="Event kit"
          title={kit.name}
          description={`${kit.flipbooks.length} ${kit.flipbooks.length === 1 ? 'flipbook' : 'flipbooks'} · the attract loop starts after ${seconds(kit.idleSeconds)} without a touch · visitors’ language: ${LOCALE_NAMES[kitLanguage(kit)]}`}
          actions={
            manage && (
              <>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil className="size-4" aria-hidden /> Edit kit
                </Button>
                <Button variant="outline" onClick={() => setDeleting(true)}>
                  <Trash2 className="size-4" aria-hidden /> Delete
                </Button>
              </>
            )
          }
        />
        {kit.dropped.length > 0 && <DroppedNote kit={kit} />}
      </div>
      <section aria-labelledby="ready-heading" className="grid gap-3">
        <h2 id="ready-heading" className="text-lg font-semibold">
          Ready offline
        </h2>
        <KitReadinessList flipbooks={flipbooks} readiness={readiness} />
      </section>
      <section aria-labelledby="present-heading" className="grid gap-3">
        <h2 id="present-heading" className="text-lg font-semibold">
          Present
        </h2>
        <p className="text-sm text-fg-muted">
          The kiosk shows the kit full screen with nothing else a visitor can reach, and a QR code
          of each flipbook's link for their phone.
        </p>
        <DeviceNameField />
        <StartPresenting kit={kit} creatorName={creatorName} />
      </section>
      <KitFormDialog
        open={editing}
        kit={kit}
        ownerId={kit.ownerId}
        library={library}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
      <DeleteKitDialog
        kit={kit}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/')}
      />
    </section>
  );
}

function DroppedNote({ kit }: { kit: EventKit }) {
  const names = kit.dropped.map((title) => `“${title}”`).join(', ');
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-border bg-surface-muted px-3 py-2 text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="flex-1">
        {names} {kit.dropped.length === 1 ? 'was' : 'were'} deleted and left this kit.
      </p>
      <button
        type="button"
        onClick={() => void dismissDropped(db, kit.id)}
        aria-label="Dismiss the note"
        className="grid size-6 place-items-center rounded text-fg-muted hover:text-fg"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
