import { Hand, Maximize } from 'lucide-react';
import type { ReactNode } from 'react';
import { libraryOf } from '#core/library-key';
import type { EventKit, LocalFlipbook } from '#offline/db';
import { useT } from '#pwa/i18n/i18n';
import { LanguageMenu } from '#pwa/i18n/language-menu.tsx';
import { Button } from '#pwa/ui/button.tsx';
import { leaveKiosk, type RunningKiosk } from '../running-kiosk';
import { ExitHoldButton } from './exit-hold-button';
import { ExitPinDialog } from './exit-pin-dialog';
import { KioskCovers } from './kiosk-covers';
import { KioskLead } from './kiosk-lead';
import { KioskQr } from './kiosk-qr';
import { showKioskIn, useKioskT } from './kiosk-texts';
import { KioskViewer } from './kiosk-viewer';
import { KioskWaitingLeads } from './kiosk-waiting-leads';
import { type KioskRun, useKioskRun } from './use-kiosk-run';

/** Out of the kiosk, back to its kit's page. */
const leave = (kit: EventKit) => {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  leaveKiosk(`/kits/${kit.id}`);
};

/** Leads are the presenting person's to send with their session, whichever library the kit is in. */
const presenterOf = (kit: EventKit) => libraryOf(kit.ownerId).userId;

/** The kiosk's language menu: a visitor's choice is theirs alone, kept for nobody after them. */
const kioskLanguageMenu = <LanguageMenu choose={showKioskIn} />;

/**
 * The running kiosk: the viewer, a row of the kit's covers, the QR code of the flipbook on show,
 * 'Send me this brochure', the language menu, and Exit. After the kit's idle period it starts over
 * at the first cover (and in the kit's language) and runs the attract loop; a visitor's touch or
 * key takes over at once.
 */
export function KioskPresenter(props: {
  kit: EventKit;
  flipbooks: LocalFlipbook[];
  kiosk: RunningKiosk;
}) {
  const { kit, flipbooks, kiosk } = props;
  const run = useKioskRun(kit, flipbooks);
  const { mobile, shown, visit } = run;
  const t = useKioskT();
  const lead = (
    <KioskLead
      shown={shown}
      creator={{ id: presenterOf(kit), name: kiosk.creatorName }}
      event={kit.name}
      visit={visit}
      className={mobile ? 'min-w-0 flex-1' : undefined}
    />
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only holds Tab inside the kiosk; its controls are buttons of their own
    <div
      ref={run.root}
      tabIndex={-1}
      onKeyDown={run.keepFocusIn}
      {...run.hold}
      // No text to select or image to drag: a finger held still selects nothing.
      className="fixed inset-0 flex flex-col bg-bg text-fg select-none [-webkit-touch-callout:none] focus:outline-none [&_img]:[-webkit-user-drag:none]"
      data-kiosk
      data-kiosk-mode={run.mode}
    >
      <KioskHeader kit={kit} run={run} lead={mobile ? null : lead}>
        <ExitHoldButton onHeld={() => (kiosk.pin ? run.setAsking(true) : leave(kit))} />
      </KioskHeader>
      <div className="flex min-h-0 flex-1">
        <KioskStage kit={kit} run={run} count={flipbooks.length} />
        {!mobile && (
          <aside
            aria-label={t('kiosk.takeItWithYou')}
            className="flex w-56 shrink-0 items-center justify-center border-s border-border p-4 lg:w-64"
          >
            <KioskQr compact={false} event={kit.name} />
          </aside>
        )}
      </div>
      <KioskFooter kit={kit} flipbooks={flipbooks} run={run}>
        {/* A phone's header has no room for them: a row of their own, above the covers. */}
        {mobile && (
          <div className="flex gap-2 pt-2">
            {lead}
            {kioskLanguageMenu}
          </div>
        )}
      </KioskFooter>
      {kiosk.pin && (
        <ExitPinDialog
          open={run.asking}
          pin={kiosk.pin}
          onClose={() => run.setAsking(false)}
          onRight={() => leave(kit)}
        />
      )}
    </div>
  );
}

/** The title of what is on show, Full screen while it is not, the lead button, and Exit. */
function KioskHeader(props: {
  kit: EventKit;
  run: KioskRun;
  lead: ReactNode;
  children: ReactNode;
}) {
  const { kit, run, lead, children } = props;
  const { fullScreen } = run;
  const t = useT();
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-border px-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold sm:text-lg">
          {run.shown?.title ?? kit.name}
        </h1>
        <p className="truncate text-xs text-fg-muted">{kit.name}</p>
      </div>
      {fullScreen.available && !fullScreen.on && (
        <Button variant="outline" size="sm" onClick={fullScreen.toggle}>
          <Maximize className="size-4" aria-hidden /> {t('viewer.fullScreen')}
        </Button>
      )}
      {!run.mobile && kioskLanguageMenu}
      {lead}
      {children}
    </header>
  );
}

/** The viewer on the flipbook on show, with the leads waiting to be sent and the attract hint. */
function KioskStage({ kit, run, count }: { kit: EventKit; run: KioskRun; count: number }) {
  const { shown, images } = run;
  const t = useKioskT();
  return (
    <main className="relative flex min-h-0 min-w-0 flex-1 flex-col">
      {shown && images.panels ? (
        <KioskViewer
          key={`${shown.id}:${run.showing}`}
          brochure={{ layout: shown.layout, readsRtl: shown.readsRtl, panels: images.panels }}
          content={run.content}
          mobile={run.mobile}
          handle={run.viewer}
          reading={
            // Nobody reads what the kiosk shows by itself (opening, or the attract loop, which
            // starts over with none engaged); each visit is a session of its own.
            run.engaged.has(shown.id)
              ? {
                  flipbookId: shown.id,
                  source: 'event',
                  event: kit.name,
                  ownerId: shown.ownerId,
                  visitor: run.visit,
                }
              : undefined
          }
        />
      ) : (
        <p className="m-auto max-w-sm px-6 text-center text-fg-muted">
          {count === 0 ? t('kiosk.nothingLeft') : ''}
        </p>
      )}
      <KioskWaitingLeads ownerId={presenterOf(kit)} />
      {run.mode === 'attract' && (
        <p className="pointer-events-none absolute inset-x-0 bottom-12 mx-auto flex w-fit items-center gap-2 rounded-full bg-fg px-4 py-2 text-sm font-medium text-bg shadow-lg">
          <Hand className="size-4" aria-hidden /> {t('kiosk.touchToExplore')}
        </p>
      )}
    </main>
  );
}

/**
 * The kit's covers to choose from, and on a phone the QR code before them, under the row of
 * `children`.
 */
function KioskFooter(props: {
  kit: EventKit;
  flipbooks: LocalFlipbook[];
  run: KioskRun;
  children: ReactNode;
}) {
  const { kit, flipbooks, run, children } = props;
  return (
    <footer className="shrink-0 border-t border-border px-3 sm:px-5">
      {children}
      <div className="flex items-center gap-3">
        {run.mobile && <KioskQr compact event={kit.name} />}
        <KioskCovers
          flipbooks={flipbooks}
          index={run.index}
          cover={run.images.cover}
          onChoose={(i) => {
            run.show(i);
            const chosen = flipbooks[i];
            if (chosen) run.loop.interacted(chosen.id);
          }}
        />
      </div>
    </footer>
  );
}
