import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { INLINE_FLIPBOOK_ID } from '#core/panel-images';
import { EVENT_PARAM, eventName } from '#core/reading-events';
import {
  isFlipbookReply,
  loadPublicFlipbook,
  type PublicFlipbook,
} from '../../data/public-flipbook';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { FlipbookNotFound } from './flipbook-not-found';
import { type Actions, ShowFlipbook } from './show-flipbook';
import { replyContent, replyLayout, replyPanels } from './viewer-model';

// Only a flipbook this device keeps (offline, or not synced yet) needs the local database.
const LocalViewer = lazy(() => import('./local-viewer').then((m) => ({ default: m.LocalViewer })));

/**
 * The flipbook the server wrote into the page of this shared link, if it is this one: shown at
 * once, while the API call that counts the view is under way.
 */
function inlineFlipbook(id: string): PublicFlipbook | null {
  const text = document.getElementById(INLINE_FLIPBOOK_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    // The page was written before this visit counted: the API call under way adds it.
    return isFlipbookReply(value) && value.id === id.toLowerCase()
      ? { source: 'server', flipbook: { ...value, views: value.views + 1 } }
      : null;
  } catch {
    return null;
  }
}

/** The event a kiosk's QR code named in this link, if it names one fit to count. */
const linkEvent = () => eventName(new URLSearchParams(location.search).get(EVENT_PARAM));

/**
 * `/?view={id}`: the copy in the page while the network answers, then the network (which counts
 * the view), then the local library, then 'Flipbook not found'.
 */
export function SharedLinkViewer({ id, actions }: { id: string; actions: Actions }) {
  const t = useT();
  const [event] = useState(linkEvent);
  const [state, setState] = useState<PublicFlipbook | null | 'loading'>(
    () => inlineFlipbook(id) ?? 'loading',
  );
  useEffect(() => {
    let live = true;
    const inline = inlineFlipbook(id);
    setState(inline ?? 'loading');
    void loadPublicFlipbook(id, event).then((found) => live && setState(found ?? inline));
    return () => {
      live = false;
    };
  }, [id, event]);

  if (state === 'loading') {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center" role="status">
        <Loader2 className="size-8 animate-spin text-fg-muted" aria-label={t('viewer.loading')} />
      </div>
    );
  }
  if (state === null) {
    return (
      <FlipbookNotFound>
        <Button className="mt-6" onClick={actions.onUploadYourOwn}>
          {t('viewer.uploadYourOwn')}
        </Button>
      </FlipbookNotFound>
    );
  }
  if (state.source === 'local')
    return (
      <Suspense fallback={null}>
        <LocalViewer flipbook={state.flipbook} actions={actions} source="link" />
      </Suspense>
    );
  const reply = state.flipbook;
  return (
    <ShowFlipbook
      actions={actions}
      flipbook={reply}
      layout={replyLayout(reply)}
      readsRtl={reply.readsRtl === true}
      panels={replyPanels(reply)}
      content={replyContent(reply)}
      // The creator's own look at their shared link counts nothing (the server says so).
      reading={
        reply.ownView
          ? undefined
          : { flipbookId: reply.id, source: 'link', ...(event ? { event } : {}) }
      }
      askForEmail={reply.leadForm === true}
    />
  );
}
