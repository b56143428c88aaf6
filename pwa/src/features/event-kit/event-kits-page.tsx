import { Info, Pencil, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { LOCALE_NAMES } from '#core/i18n/locales';
import { PRODUCT_NAME } from '#core/product';
import { db, type EventKit, type LocalFlipbook } from '#offline/db';
import { kitLanguage } from '#offline/sync/kits';
import { useLocale } from '#pwa/i18n/i18n';
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
import { useKitsT } from './kits-texts';

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
  const t = useKitsT();
  if (!user) return <Navigate to="/" replace />;
  if (kitLibrary === undefined || library === undefined) return <div className="min-h-[50dvh]" />;
  if (kit == null || kitLibrary === null) {
    return (
      <section className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">{t('kits.page.notFound')}</h1>
        <p className="mt-2 text-fg-muted">{t('kits.page.notFoundHint')}</p>
        <Link to="/" className={buttonClass({}, 'mt-6')}>
          {t('kits.page.backToLibrary')}
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
  const t = useKitsT();
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
          back={t('kits.page.back')}
          eyebrow={t('kits.page.eyebrow')}
          title={kit.name}
          description={t('kits.page.summary', {
            count: kit.flipbooks.length,
            seconds: kit.idleSeconds,
            language: LOCALE_NAMES[kitLanguage(kit)],
          })}
          actions={
            manage && (
              <>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil className="size-4" aria-hidden /> {t('kits.page.edit')}
                </Button>
                <Button variant="outline" onClick={() => setDeleting(true)}>
                  <Trash2 className="size-4" aria-hidden /> {t('kits.page.delete')}
                </Button>
              </>
            )
          }
        />
        {kit.dropped.length > 0 && <DroppedNote kit={kit} />}
      </div>
      <section aria-labelledby="ready-heading" className="grid gap-3">
        <h2 id="ready-heading" className="text-lg font-semibold">
          {t('kits.page.readyHeading')}
        </h2>
        <KitReadinessList flipbooks={flipbooks} readiness={readiness} />
      </section>
      <section aria-labelledby="present-heading" className="grid gap-3">
        <h2 id="present-heading" className="text-lg font-semibold">
          {t('kits.page.presentHeading')}
        </h2>
        <p className="text-sm text-fg-muted">{t('kits.page.presentAbout')}</p>
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
  const t = useKitsT();
  const locale = useLocale();
  // Each language's list of names ('“A”, “B”' in English), each in its own quotes.
  const names = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
    kit.dropped.map((title) => t('kits.dropped.title', { title })),
  );
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-border bg-surface-muted px-3 py-2 text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="flex-1">{t('kits.dropped.note', { count: kit.dropped.length, names })}</p>
      <button
        type="button"
        onClick={() => void dismissDropped(db, kit.id)}
        aria-label={t('kits.dropped.dismiss')}
        className="grid size-6 place-items-center rounded text-fg-muted hover:text-fg"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
