import { type FlipbookLayout, layoutOfConversion, readingOrder } from '#core/brochure';
import { PDF_LIMITS } from '#core/limits';
import type { PanelContent } from '#core/panel-content';
import { PANEL_SLOTS } from '#core/panel-layout';
import { type RenderStep, renderPlan } from '#core/pdf-rules';
import { convertedHere } from './converted-here';
import type { PdfHandle } from './pdf-engine';

export interface ConvertedPdf {
  front: Blob[];
  back: Blob[];
  /** Tri-fold sheets cut in three, or pages (core/brochure.ts): it decides the cover. */
  layout: FlipbookLayout;
  /** PDF_LIMITS.thumbnailWidth wide, for the library grid. */
  thumbnail: Blob;
  /** Small copies of the panels for the upload zone, which shows them 80 px tall. */
  previews: { front: ImageBitmap[]; back: ImageBitmap[] };
  /** Each panel's text and links, index by index with `front` and `back`. */
  content: { front: PanelContent[]; back: PanelContent[] };
  /** The PDF reads right to left (docs/product-rules.md, "Right-to-left brochures"). */
  readsRtl: boolean;
}

/**
 * JPEG at 0.85, by measurement (npm run bench): WebP at the same quality makes a photo brochure
 * ~16% smaller but takes Chromium ~10 times as long to encode (six panels: ~1,070 ms against
 * ~110 ms of one core here), while JPEG already keeps six panels well under the 1.5 MB budget.
 */
export const PANEL_TYPE = 'image/jpeg';
export const PANEL_QUALITY = 0.85;
/** Three times the previews' 80 px: sharp on any screen, and cheap to draw. */
export const PREVIEW_HEIGHT = 240;

/**
 * Renders an open PDF into its panels: 900 px pages, or 2400 px tri-fold pages cut in three
 * strips. The panels are shared out in runs (a page's strips stay together where they can) between
 * the PDF workers, which draw and encode side by side; progress counts finished panels.
 */
export async function convertPdf(
  pdf: PdfHandle,
  numPages: number,
  options: { splitTriFold: boolean },
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ConvertedPdf> {
  const plan = renderPlan(numPages, options.splitTriFold);
  const jobs = plan.flatMap((step) => {
    const of = step.split ? 3 : 1;
    return Array.from({ length: of }, (_, index) => ({
      step,
      strip: step.split ? { index, of } : null,
    }));
  });
  // The thumbnail is drawn of the cover (core readingOrder): a sheet's right third (its left one
  // read right to left), or page 1. The jobs run through the slots in order.
  const layout = layoutOfConversion(plan.some((step) => step.split));
  const { readsRtl } = await pdf.inspect(0);
  const [cover = 'left'] = readingOrder(layout, readsRtl ? 'rtl' : 'ltr');
  const thumbnailPanel = PANEL_SLOTS.indexOf(cover);
  const laneOf = (n: number) => Math.floor((n * pdf.lanes) / jobs.length);
  let done = 0;
  const panels = await Promise.all(
    jobs.map(async ({ step, strip }, n) => {
      const next = jobs[n + 1];
      const made = await pdf.render(
        {
          page: step.page,
          width: step.width,
          strip,
          type: PANEL_TYPE,
          quality: PANEL_QUALITY,
          previewHeight: PREVIEW_HEIGHT,
          thumbnailWidth: n === thumbnailPanel ? PDF_LIMITS.thumbnailWidth : null,
          lastOnPage: next?.step.page !== step.page || laneOf(n + 1) !== laneOf(n),
        },
        laneOf(n),
      );
      onProgress(++done, jobs.length);
      return { side: step.side, ...made };
    }),
  );
  const side = (name: RenderStep['side']) => panels.filter((p) => p.side === name);
  const thumbnail = panels.find((p) => p.thumbnail)?.thumbnail;
  if (!thumbnail) throw new Error('The PDF has no pages to show');
  convertedHere.set(true);
  return {
    front: side('front').map((p) => p.panel),
    back: side('back').map((p) => p.panel),
    layout,
    readsRtl,
    thumbnail,
    previews: {
      front: side('front').map((p) => p.preview),
      back: side('back').map((p) => p.preview),
    },
    content: {
      front: side('front').map((p) => p.content),
      back: side('back').map((p) => p.content),
    },
  };
}
