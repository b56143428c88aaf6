/// <reference lib="webworker" />
import type { EncodeReply, EncodeRequest, Strip } from './panel-encoder';

function draw(frame: ImageBitmap, strip: Strip, width: number) {
  const height = Math.round((frame.height * width) / strip.width);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) throw new Error('This browser cannot draw in a worker');
  context.imageSmoothingQuality = 'high';
  context.drawImage(frame, strip.x, 0, strip.width, frame.height, 0, 0, width, height);
  return canvas;
}

/** Cuts and encodes a page's panels away from the page: the page draws the next one meanwhile. */
self.onmessage = async (event: MessageEvent<EncodeRequest>) => {
  const { id, frame, strips, type, quality, thumbnail, previewHeight } = event.data;
  try {
    const panels = strips.map((strip) => draw(frame, strip, strip.width));
    const shrunk = thumbnail && strips[thumbnail.strip];
    const small = shrunk ? draw(frame, shrunk, thumbnail.width) : null;
    const previewWidth = (strip: Strip) =>
      Math.max(1, Math.round((strip.width * previewHeight) / frame.height));
    const previews = strips.map((strip) => draw(frame, strip, previewWidth(strip)));
    // Everything is drawn: the page's pixels can go before the slower encoding.
    frame.close();
    const encode = async (canvas: OffscreenCanvas) => {
      const blob = await canvas.convertToBlob({ type, quality });
      // Released now rather than whenever this worker next collects garbage.
      canvas.width = 0;
      canvas.height = 0;
      return blob;
    };
    const [blobs, previewBlobs, thumbnailBlob] = await Promise.all([
      Promise.all(panels.map(encode)),
      Promise.all(previews.map(encode)),
      small ? encode(small) : undefined,
    ]);
    self.postMessage({
      id,
      blobs,
      previews: previewBlobs,
      thumbnail: thumbnailBlob,
    } satisfies EncodeReply);
  } catch (err) {
    self.postMessage({ id, error: String(err) } satisfies EncodeReply);
  } finally {
    frame.close();
  }
};
