/** A vertical strip of a rendered page: the whole page, or a third of a tri-fold. */
export interface Strip {
  x: number;
  width: number;
}

export interface EncodeOptions {
  type: string;
  quality: number;
  /** Also make a copy of this strip this wide (the grid's thumbnail). */
  thumbnail: { strip: number; width: number } | null;
  /** And a copy of every strip this tall, for the upload zone's small previews. */
  previewHeight: number;
}

export interface EncodeRequest extends EncodeOptions {
  id: number;
  frame: ImageBitmap;
  strips: Strip[];
}

export interface EncodedPage {
  blobs: Blob[];
  previews: Blob[];
  thumbnail?: Blob;
}

export type EncodeReply = ({ id: number } & EncodedPage) | { id: number; error: string };

/** Two encoders: after the last page is drawn, both cores of a modest laptop encode. */
const POOL_SIZE = Math.min(2, navigator.hardwareConcurrency || 1);
const pool: Array<{ worker: Worker; busy: number }> = [];
let nextId = 0;
const waiting = new Map<
  number,
  { resolve: (r: EncodedPage) => void; reject: (err: Error) => void }
>();

function startEncoder() {
  const worker = new Worker(new URL('./panel-encoder.worker.ts', import.meta.url), {
    type: 'module',
  });
  worker.onmessage = (event: MessageEvent<EncodeReply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply);
  };
  worker.onerror = (event) => {
    for (const pending of waiting.values()) pending.reject(new Error(event.message));
    waiting.clear();
  };
  return { worker, busy: 0 };
}

/** The encoder with the fewest pages in hand, started on first use. */
function leastBusyEncoder() {
  if (pool.length < POOL_SIZE) pool.push(startEncoder());
  return pool.reduce((best, e) => (e.busy < best.busy ? e : best));
}

/**
 * Cuts a rendered page into its strips and encodes them in a worker, so the page's main thread
 * never copies or encodes pixels (Chromium's `toBlob` would encode in the page's idle time, and
 * could not overlap the drawing of the next page). The frame is handed over, not copied. Browsers
 * fall back to PNG for types they cannot write, so the actual type is checked: the server takes
 * only real types.
 */
export function encodePage(
  frame: ImageBitmap,
  strips: Strip[],
  options: EncodeOptions,
): Promise<EncodedPage> {
  const encoder = leastBusyEncoder();
  encoder.busy++;
  const id = nextId++;
  return new Promise<EncodedPage>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    encoder.worker.postMessage({ id, frame, strips, ...options } satisfies EncodeRequest, [frame]);
  })
    .then((page) => {
      const types = [options.type, 'image/png'];
      if (page.blobs.some((blob) => !types.includes(blob.type))) throw new Error('Encoding failed');
      return page;
    })
    .finally(() => {
      encoder.busy--;
    });
}
