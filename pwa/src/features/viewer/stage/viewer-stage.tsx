import { useEffect } from 'react';
import { directionOf } from '#core/brochure';
import { hasPanelVariant, panelVariantUrl } from '#core/panel-images';
import type { PanelSlot } from '#core/panel-layout';
import type { Stage } from '#core/reading';
import { type MessageId, useT } from '#pwa/i18n/i18n';
import type { Brochure, BrochureForm } from '../viewer-model';
import { FoldingBrochure } from './folding-brochure';
import { PanelImage } from './panel-image';
import { useSwipe } from './use-swipe';

/** The brochure's own button; its focus ring is drawn inside, clear of the header and footer. */
const STAGE_BUTTON =
  'flex min-h-0 w-full flex-1 items-center justify-center focus-visible:outline-offset-[-4px]';

interface StageButtonProps {
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  /** The element with the text of the panels on show. */
  describedBy: string;
  clicks: { onClick: (e: React.MouseEvent) => void; onDoubleClick: () => void };
}

/** What the brochure's button says of each stage. */
const STAGE_LABELS: Record<Stage, MessageId> = {
  cover: 'viewer.stage.cover',
  'half-open': 'viewer.stage.halfOpen',
  open: 'viewer.stage.open',
  back: 'viewer.stage.back',
};

/**
 * Phones: one panel at a time, turned by a tap anywhere (forward) or a swipe (as the book's page
 * turns: core swipeTurn).
 */
export function PhoneStage(
  props: StageButtonProps & {
    form: BrochureForm;
    pages: Array<{ slot: PanelSlot; url: string }>;
    index: number;
    forward: () => void;
    backward: () => void;
  },
) {
  const { form, buttonRef, clicks, pages, index, forward, backward, describedBy } = props;
  const swipe = useSwipe(forward, backward, directionOf(form));
  const t = useT();

  // Preload the next page so a tap shows it at once: the same file the page will pick.
  useEffect(() => {
    const next = pages[(index + 1) % Math.max(pages.length, 1)];
    if (!next) return;
    new Image().src = hasPanelVariant(next.url) ? panelVariantUrl(next.url) : next.url;
  }, [index, pages]);

  const current = pages[index];
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${STAGE_BUTTON} px-3 pt-3`}
      {...clicks}
      {...swipe}
      aria-describedby={describedBy}
      aria-label={
        current ? t('viewer.pageOf', { page: index + 1, pages: pages.length }) : t('viewer.noPages')
      }
    >
      {current ? (
        <PanelImage
          form={form}
          slot={current.slot}
          url={current.url}
          priority="high"
          phone
          className="max-h-full max-w-full"
        />
      ) : (
        <PanelImage form={form} slot="left" url={null} className="h-full w-full rounded-lg" />
      )}
    </button>
  );
}

/** Larger screens: the folding brochure, turned by a click, or a swipe on a tablet. */
export function BrochureStage(
  props: StageButtonProps & {
    brochure: Brochure;
    stage: Stage;
    forward: () => void;
    backward: () => void;
  },
) {
  const { buttonRef, clicks, brochure, stage, describedBy } = props;
  const swipe = useSwipe(props.forward, props.backward, directionOf(brochure));
  const t = useT();
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${STAGE_BUTTON} px-6 pt-6`}
      {...clicks}
      {...swipe}
      aria-describedby={describedBy}
      aria-label={t(STAGE_LABELS[stage])}
    >
      <FoldingBrochure brochure={brochure} stage={stage} />
    </button>
  );
}

/** Where the viewer is: the page on phones, the stage (of those it has) on larger screens. */
export function PageCount(props: {
  mobile: boolean;
  pages: number;
  index: number;
  stage: number;
  stages: number;
}) {
  const { mobile, pages, index, stage, stages } = props;
  return (
    <p className="mx-auto my-2 rounded-full border border-border bg-surface-muted px-3 py-0.5 text-xs text-fg tabular-nums">
      {mobile ? `${pages ? index + 1 : 0} / ${pages}` : `${stage + 1} / ${stages}`}
    </p>
  );
}
