export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EncodeOptions {
  type: string;
  quality: number;
  /** Also make a smaller copy this wide (the grid's thumbnail). */
  thumbnailWidth: number | null;
}

export interface EncodeRequest extends EncodeOptions {
  id: number;
  bitmap: ImageBitmap;
}

export type EncodeReply =
  | { id: number; blob: Blob; thumbnail?: Blob }
  | { id: number; error: string };

type Encoded = { blob: Blob; thumbnail?: Blob };

/** Two encoders: after the last page is drawn, both cores of a modest laptop encode. */
const POOL_SIZE = Math.min(2, navigator.hardwareConcurrency || 1);
const pool: Worker[] = [];
let nextId = 0;
const waiting = new Map<number, { resolve: (r: Encoded) => void; reject: (err: Error) => void }>();

function encoder(id: number): Worker {
  const slot = id % POOL_SIZE;
  const existing = pool[slot];
  if (existing) return existing;
  const worker = new Worker(new URL('./panel-encoder.worker.ts', import.meta.url), {
    type: 'module',
  });
  pool[slot] = worker;
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
  return worker;
}

/**
 * Encodes part of a canvas in a worker. Chromium's `toBlob` encodes in the page's idle time, so it
 * cannot overlap the drawing of the next page; a worker can. `copied` settles once the pixels are
 * out of the canvas, which may then be released; `result` once the image is encoded. Browsers fall
 * back to PNG for types they cannot write, so the actual type is checked: the server takes only
 * real types.
 */
export function encodePanel(canvas: HTMLCanvasElement, crop: Crop, options: EncodeOptions) {
  const copied = createImageBitmap(canvas, crop.x, crop.y, crop.width, crop.height);
  const result = copied.then(
    (bitmap) =>
      new Promise<Encoded>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, {
          resolve: (encoded) => {
            const types = [options.type, 'image/png'];
            if (!types.includes(encoded.blob.type)) reject(new Error('Encoding failed'));
            else resolve(encoded);
          },
          reject,
        });
        encoder(id).postMessage({ id, bitmap, ...options } satisfies EncodeRequest, [bitmap]);
      }),
  );
  return { copied, result };
}
