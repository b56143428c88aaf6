import { type RenderStep, renderPlan } from '../../../../core/pdf-rules';
import { encodePanel } from './panel-encoder';
import { openPdf } from './pdf-engine';

export interface ConvertedPdf {
  front: Blob[];
  back: Blob[];
  /** About 480 px wide, for the library grid. */
  thumbnail: Blob;
}

/**
 * JPEG at 0.85, by measurement (npm run bench): WebP at the same quality makes a photo brochure
 * ~16-19% smaller, but even encoded in the same two workers it takes a 6-page conversion from
 * ~480 ms to ~810 ms here, while JPEG already keeps six panels well under the 1.5 MB budget.
 */
export const PANEL_TYPE = 'image/jpeg';
export const PANEL_QUALITY = 0.85;
const THUMBNAIL_WIDTH = 480;

type Panel = { side: 'front' | 'back'; index: number; x: number; width: number };

/** The panels a rendered page is cut into: the whole page, or three equal vertical strips. */
function panelsOf(step: RenderStep, pageWidth: number, firstIndex: number): Panel[] {
  if (!step.split) return [{ side: step.side, index: firstIndex, x: 0, width: pageWidth }];
  const width = Math.floor(pageWidth / 3);
  return [0, 1, 2].map((i) => ({ side: step.side, index: firstIndex + i, x: i * width, width }));
}

/**
 * Renders a PDF into its panels: 900 px pages, or 2400 px tri-fold pages cut in three strips.
 * Every page is asked for at once, so pdf.js parses one page while its renderer worker draws
 * another and two more workers encode what is drawn: the page's main thread only hands pixels on.
 */
export async function convertPdf(
  file: Blob,
  options: { splitTriFold: boolean },
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ConvertedPdf> {
  const { task, document: pdf } = await openPdf(file, { forRendering: true });
  try {
    const plan = renderPlan(pdf.numPages, options.splitTriFold);
    // The grid shows the middle front panel, else the left one (core gridThumbnail's rule).
    const perStep = plan[0]?.split ? 3 : 1;
    const thumbnailIndex = plan.filter((s) => s.side === 'front').length * perStep > 1 ? 1 : 0;
    let done = 0;

    const convertStep = async (step: RenderStep, n: number) => {
      const page = await pdf.getPage(step.page + 1);
      const unscaled = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: step.width / unscaled.width });
      const canvas = canvasOf(viewport.width, viewport.height);
      await page.render({ canvas, viewport }).promise;
      page.cleanup();
      const sameSideBefore = plan.slice(0, n).filter((s) => s.side === step.side).length;
      const panels = panelsOf(step, canvas.width, sameSideBefore * perStep);
      const jobs = panels.map((panel) => ({
        panel,
        ...encodePanel(
          canvas,
          { x: panel.x, y: 0, width: panel.width, height: canvas.height },
          {
            type: PANEL_TYPE,
            quality: PANEL_QUALITY,
            thumbnailWidth:
              panel.side === 'front' && panel.index === thumbnailIndex ? THUMBNAIL_WIDTH : null,
          },
        ),
      }));
      // The pixels are copied out before encoding, so the canvas can go at once.
      await Promise.all(jobs.map((job) => job.copied));
      canvas.width = 0;
      canvas.height = 0;
      onProgress(++done, plan.length);
      return jobs;
    };

    const jobs = (await Promise.all(plan.map(convertStep))).flat();
    const results = await Promise.all(
      jobs.map(async ({ panel, result }) => ({ panel, ...(await result) })),
    );
    const side = (name: Panel['side']) =>
      results.filter((r) => r.panel.side === name).map((r) => r.blob);
    const thumbnail = results.find((r) => r.thumbnail)?.thumbnail;
    if (!thumbnail) throw new Error('The PDF has no pages to show');
    return { front: side('front'), back: side('back'), thumbnail };
  } finally {
    await task.destroy();
  }
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width);
  canvas.height = Math.round(height);
  return canvas;
}
