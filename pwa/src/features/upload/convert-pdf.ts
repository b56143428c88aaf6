import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type RenderStep, renderPlan } from '../../../../core/pdf-rules';
import { encodePage, type Strip } from './panel-encoder';
import { renderFrame } from './render-frame';

export interface ConvertedPdf {
  front: Blob[];
  back: Blob[];
  /** About 480 px wide, for the library grid. */
  thumbnail: Blob;
  /** Small copies of the panels for the upload zone, which shows them 80 px tall. */
  previews: { front: Blob[]; back: Blob[] };
}

/**
 * JPEG at 0.85, by measurement (npm run bench): WebP at the same quality makes a photo brochure
 * ~16-19% smaller, but even encoded in the same two workers it takes a 6-page conversion from
 * ~480 ms to ~810 ms here, while JPEG already keeps six panels well under the 1.5 MB budget.
 */
export const PANEL_TYPE = 'image/jpeg';
export const PANEL_QUALITY = 0.85;
const THUMBNAIL_WIDTH = 480;
/** Three times the previews' 80 px: sharp on any screen, and cheap to decode. */
const PREVIEW_HEIGHT = 240;

/** The strips a rendered page is cut into: the whole page, or three equal vertical strips. */
function stripsOf(step: RenderStep, pageWidth: number): Strip[] {
  if (!step.split) return [{ x: 0, width: pageWidth }];
  const width = Math.floor(pageWidth / 3);
  return [0, 1, 2].map((i) => ({ x: i * width, width }));
}

/**
 * Renders an open PDF into its panels: 900 px pages, or 2400 px tri-fold pages cut in three
 * strips. Every page is asked for at once, so pdf.js parses one page while its renderer worker
 * draws another and two more workers cut and encode what is drawn: the page's main thread only
 * passes frames on.
 */
export async function convertPdf(
  pdf: PDFDocumentProxy,
  options: { splitTriFold: boolean },
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ConvertedPdf> {
  const plan = renderPlan(pdf.numPages, options.splitTriFold);
  // The grid shows the middle front panel, else the left one (core gridThumbnail's rule).
  const frontPanels = plan.filter((s) => s.side === 'front').length * (plan[0]?.split ? 3 : 1);
  const thumbnailPanel = frontPanels > 1 ? 1 : 0;
  let done = 0;

  const convertStep = async (step: RenderStep, n: number) => {
    const page = await pdf.getPage(step.page + 1);
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: step.width / unscaled.width });
    const frame = await renderFrame(page, viewport);
    page.cleanup();
    onProgress(++done, plan.length);
    const strips = stripsOf(step, frame.width);
    const firstPanel = plan.slice(0, n).filter((s) => s.side === step.side).length * strips.length;
    const thumbnailStrip = step.side === 'front' ? thumbnailPanel - firstPanel : -1;
    const encoded = await encodePage(frame, strips, {
      type: PANEL_TYPE,
      quality: PANEL_QUALITY,
      previewHeight: PREVIEW_HEIGHT,
      thumbnail:
        thumbnailStrip >= 0 && thumbnailStrip < strips.length
          ? { strip: thumbnailStrip, width: THUMBNAIL_WIDTH }
          : null,
    });
    return { side: step.side, ...encoded };
  };

  const pages = await Promise.all(plan.map(convertStep));
  const side = (name: RenderStep['side'], what: 'blobs' | 'previews' = 'blobs') =>
    pages.filter((p) => p.side === name).flatMap((p) => p[what]);
  const thumbnail = pages.find((p) => p.thumbnail)?.thumbnail;
  if (!thumbnail) throw new Error('The PDF has no pages to show');
  return {
    front: side('front'),
    back: side('back'),
    thumbnail,
    previews: { front: side('front', 'previews'), back: side('back', 'previews') },
  };
}
