import { Loader2, Mail } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, PRODUCT_NAME } from '#core/product';
import type { PublicFlipbookReply } from '#core/schemas/flipbooks';
import { fetchPublicFlipbook } from '../../data/public-flipbook';
import logoUrl from '../../favicon.svg';
import { useT } from '../../i18n/i18n';
import { LanguageMenu } from '../../i18n/language-menu';
import { RichText } from '../../i18n/rich-text';
import { Button } from '../../ui/button';
import { useMediaQuery } from '../../ui/use-media-query';
import { FlipbookNotFound } from './flipbook-not-found';
import { FullScreenButton } from './full-screen-button';
import { useDocumentTitle } from './use-document-title';
import { useViewer, ViewerBody } from './viewer-body';
import { replyContent, replyLayout, replyPanels } from './viewer-model';

// The lead form loads when a reader opens it.
const ReaderLeadDialog = lazy(() =>
  import('../leads/reader-lead-dialog').then((m) => ({ default: m.ReaderLeadDialog })),
);

/**
 * `/embed/{id}`, the page other sites frame: the viewer alone, filling the frame, with a small
 * 'Made with Flipfold' link. It makes the shared link's call, which counts the view once; it has
 * no header, footer, sign-in, library or service worker (app/root.tsx renders it instead of the app).
 */
export function EmbedScreen({ id }: { id: string }) {
  const t = useT();
  const [state, setState] = useState<PublicFlipbookReply | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void fetchPublicFlipbook(id).then((found) => live && setState(found?.flipbook ?? null));
    return () => {
      live = false;
    };
  }, [id]);

  if (state === 'loading') {
    return (
      <main className="flex h-dvh items-center justify-center bg-bg" role="status">
        <Loader2 className="size-8 animate-spin text-fg-muted" aria-label={t('viewer.loading')} />
      </main>
    );
  }
  if (state === null) {
    return (
      <main className="flex h-dvh items-center justify-center overflow-auto bg-bg text-fg">
        <FlipbookNotFound>
          <MadeWithFlipfold className="mt-6" />
        </FlipbookNotFound>
      </main>
    );
  }
  return <EmbedViewer flipbook={state} />;
}

function EmbedViewer({ flipbook }: { flipbook: PublicFlipbookReply }) {
  const t = useT();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const brochure = useMemo(
    () => ({
      layout: replyLayout(flipbook),
      readsRtl: flipbook.readsRtl === true,
      panels: replyPanels(flipbook),
    }),
    [flipbook],
  );
  const content = useMemo(() => replyContent(flipbook), [flipbook]);
  // Escape resets a zoom and does nothing more: there is nothing to close in a frame.
  const viewer = useViewer(brochure, mobile, () => {});
  // Focus stays where the visitor put it: a frame never takes it from the page around it.
  const stageButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  // Mounted from the first opening on: Radix gives focus back only when a dialog closes itself.
  const [asked, setAsked] = useState(false);
  const ask = () => {
    setAsked(true);
    setAsking(true);
  };
  useDocumentTitle(`${flipbook.title} — ${PRODUCT_NAME}`);

  return (
    <main
      className="fixed inset-0 flex flex-col bg-bg text-fg"
      data-testid="viewer"
      data-embed-viewer
      aria-labelledby={titleId}
    >
      <h1 id={titleId} className="sr-only">
        {flipbook.title}
      </h1>
      <ViewerBody
        viewer={viewer}
        content={content}
        buttonRef={stageButton}
        reading={{ flipbookId: flipbook.id, source: 'embed' }}
      />
      <div className="flex min-h-10 shrink-0 flex-wrap items-center justify-between gap-x-2 gap-y-1 px-2 py-1">
        <FullScreenButton compact />
        {flipbook.leadForm && (
          // In a narrow frame, a row of its own above the others.
          <Button size="sm" className="order-first w-full sm:order-none sm:w-auto" onClick={ask}>
            <Mail className="size-4 shrink-0" aria-hidden />
            {t('lead.readerTitle')}
          </Button>
        )}
        <LanguageMenu className="ms-auto" />
        <MadeWithFlipfold />
      </div>
      {asked && (
        <Suspense fallback={null}>
          <ReaderLeadDialog
            flipbook={asking ? flipbook : null}
            source="embed"
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
    </main>
  );
}

/** The one way out of the frame: Flipfold's home page, in a new tab. */
function MadeWithFlipfold({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <a
      href={`${location.origin}/`}
      target="_blank"
      rel="noopener"
      className={`flex items-center gap-1.5 rounded-md px-1.5 py-1 text-xs text-fg-muted hover:text-fg hover:underline ${className}`}
    >
      <img src={logoUrl} alt="" width={16} height={16} className="size-4 rounded" />
      <span>
        <RichText
          text={t('viewer.madeWith', { product: PRODUCT_NAME })}
          parts={[(name) => <span className="font-semibold">{name}</span>]}
        />
      </span>
      <span className="sr-only"> {t('viewer.opensInNewTab')}</span>
    </a>
  );
}
