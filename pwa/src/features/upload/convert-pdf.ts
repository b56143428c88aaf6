import { renderPlan } from '../../../../core/pdf-rules';
import { openPdf } from './pdf-engine';

export interface ConvertedPdf {
  front: Blob[];
  back: Blob[];
  /** About 480 px wide, for the library grid. */
  thumbnail: Blob;
  stats: { renderMs: number; encodeMs: number; bytes: number };
}

/**
 * JPEG at 0.85: measured in Chromium here, WebP at the same quality is ~25% smaller but ~8× slower
 * to encode, which would miss the conversion time goal; the 6-panel weight goal holds with JPEG.
 */
export const PANEL_TYPE = 'image/jpeg';
export const PANEL_QUALITY = 0.85;
const THUMBNAIL_WIDTH = 480;

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('This browser cannot draw canvases');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return { canvas, context };
}

function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => {
        // Browsers fall back to PNG for types they cannot write; the server accepts only real types.
        if (!blob || (blob.type !== PANEL_TYPE && blob.type !== 'image/png'))
          reject(new Error('Encoding failed'));
        else resolve(blob);
      },
      PANEL_TYPE,
      PANEL_QUALITY,
    ),
  );
}

function release(canvas: HTMLCanvasElement) {
  canvas.width = 0;
  canvas.height = 0;
}

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Renders a PDF into its panels: 900 px pages, or 2400 px tri-fold pages cut in three strips. */
export async function convertPdf(
  file: Blob,
  options: { splitTriFold: boolean },
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ConvertedPdf> {
  const { task, document } = await openPdf(file);
  const front: Blob[] = [];
  const back: Blob[] = [];
  // The grid shows the middle front panel, else the left one (core gridThumbnail's rule).
  const frontCanvases: HTMLCanvasElement[] = [];
  const keep = (side: 'front' | 'back', canvas: HTMLCanvasElement) => {
    if (side === 'front' && frontCanvases.length < 2) frontCanvases.push(canvas);
    else release(canvas);
  };
  let renderMs = 0;
  let encodeMs = 0;
  try {
    const plan = renderPlan(document.numPages, options.splitTriFold);
    for (const [index, step] of plan.entries()) {
      const page = await document.getPage(step.page + 1);
      const scale = step.width / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale });
      const { canvas, context } = canvasOf(Math.round(viewport.width), Math.round(viewport.height));
      const started = performance.now();
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      renderMs += performance.now() - started;
      page.cleanup();
      const target = step.side === 'front' ? front : back;
      const encodeStart = performance.now();
      if (step.split) {
        const stripWidth = Math.floor(canvas.width / 3);
        for (let i = 0; i < 3; i++) {
          const strip = canvasOf(stripWidth, canvas.height);
          strip.context.drawImage(
            canvas,
            i * stripWidth,
            0,
            stripWidth,
            canvas.height,
            0,
            0,
            stripWidth,
            canvas.height,
          );
          target.push(await encode(strip.canvas));
          keep(step.side, strip.canvas);
        }
        release(canvas);
      } else {
        target.push(await encode(canvas));
        keep(step.side, canvas);
      }
      encodeMs += performance.now() - encodeStart;
      onProgress(index + 1, plan.length);
      await nextFrame();
    }
    const thumbnailSource = frontCanvases[1] ?? frontCanvases[0];
    if (!thumbnailSource) throw new Error('The PDF has no pages to show');
    const ratio = THUMBNAIL_WIDTH / thumbnailSource.width;
    const thumb = canvasOf(THUMBNAIL_WIDTH, Math.round(thumbnailSource.height * ratio));
    thumb.context.imageSmoothingQuality = 'high';
    thumb.context.drawImage(thumbnailSource, 0, 0, thumb.canvas.width, thumb.canvas.height);
    const thumbnail = await encode(thumb.canvas);
    release(thumb.canvas);
    for (const kept of frontCanvases) release(kept);
    const bytes = [...front, ...back].reduce((sum, b) => sum + b.size, 0);
    return { front, back, thumbnail, stats: { renderMs, encodeMs, bytes } };
  } finally {
    await task.destroy();
  }
}
