/// <reference lib="webworker" />
import type { EncodeReply, EncodeRequest } from './panel-encoder';

function draw(bitmap: ImageBitmap, width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('This browser cannot draw in a worker');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

/** Encodes panels away from the page: the page draws the next one meanwhile. */
self.onmessage = async (event: MessageEvent<EncodeRequest>) => {
  const { id, bitmap, type, quality, thumbnailWidth } = event.data;
  try {
    const encode = (canvas: OffscreenCanvas) => canvas.convertToBlob({ type, quality });
    const blob = await encode(draw(bitmap, bitmap.width, bitmap.height));
    const thumbnail = thumbnailWidth
      ? await encode(
          draw(bitmap, thumbnailWidth, Math.round((bitmap.height * thumbnailWidth) / bitmap.width)),
        )
      : undefined;
    bitmap.close();
    self.postMessage({ id, blob, thumbnail } satisfies EncodeReply);
  } catch (err) {
    bitmap.close();
    self.postMessage({ id, error: String(err) } satisfies EncodeReply);
  }
};
