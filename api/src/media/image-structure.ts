import zlib from 'node:zlib';
import type { ImageType } from '#core/limits';

/** Where an image's own structure says it ends, and whether it holds more than one frame. */
export interface ImageExtent {
  end: number;
  animated: boolean;
  /** A JPEG's scans (SOS segments): a progressive decoder passes over the image once each. */
  scans: number;
}

/**
 * Walks the container of a PNG, JPEG or WebP (chunks, segments, RIFF chunks) to where a decoder
 * stops reading. Bytes past that point would be stored and served without being part of the
 * image, so an upload must end exactly there. Null when the structure is broken.
 */
export function imageExtent(bytes: Buffer, type: ImageType): ImageExtent | null {
  if (type === 'image/png') return pngExtent(bytes);
  if (type === 'image/jpeg') return jpegExtent(bytes);
  return webpExtent(bytes);
}

function pngExtent(bytes: Buffer): ImageExtent | null {
  let at = 8;
  let animated = false;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (end > bytes.length) return null;
    if (type === 'acTL') animated = true;
    if (type === 'IEND') return { end, animated, scans: 1 };
    at = end;
  }
  return null;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

function jpegExtent(bytes: Buffer): ImageExtent | null {
  let at = 2;
  let scans = 0;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return { end: at + 2, animated: false, scans };
    if (isRestart(marker) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xda) continue;
    scans++;
    // Entropy-coded data runs to the next marker: 0xFF not followed by 0x00 or a restart.
    for (;;) {
      at = bytes.indexOf(0xff, at);
      if (at === -1 || at + 1 >= bytes.length) return null;
      const next = bytes[at + 1] ?? 0;
      if (next === 0x00 || isRestart(next)) at += 2;
      else break;
    }
  }
  return null;
}

/** The chunks of a WebP (an unknown one is bytes no decoder reads). */
const WEBP_CHUNKS = new Set([
  'VP8 ',
  'VP8L',
  'VP8X',
  'ALPH',
  'ICCP',
  'EXIF',
  'XMP ',
  'ANIM',
  'ANMF',
]);

function webpExtent(bytes: Buffer): ImageExtent | null {
  if (bytes.length < 12) return null;
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) return null;
  let at = 12;
  let animated = false;
  while (at + 8 <= riffEnd) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (!WEBP_CHUNKS.has(type)) return null;
    if (type === 'ANIM' || type === 'ANMF') animated = true;
    at += 8 + size + (size % 2);
  }
  return at === riffEnd ? { end: riffEnd, animated, scans: 1 } : null;
}

/** Samples per pixel of each PNG colour type. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7 passes: first column and row, column and row steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * Whether a PNG's pixel data holds exactly the rows its header asks for: decoders stop reading
 * once the image is full, so extra rows (or bytes after the compressed stream) would be stored
 * unseen. Inflated in a zlib stream, off the event loop, never past the expected size.
 */
export async function pngPixelDataFits(png: Buffer): Promise<boolean> {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = PNG_CHANNELS[png[25] ?? -1];
  if (!channels) return false;
  const bitsPerPixel = channels * (png[24] ?? 0);
  const rowBytes = (w: number) => 1 + Math.ceil((w * bitsPerPixel) / 8);
  const passes = png[28] === 1 ? ADAM7 : [[0, 0, 1, 1] as const];
  let expected = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) expected += h * rowBytes(w);
  }
  const data: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT')
      data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const compressed = Buffer.concat(data);
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({ maxOutputLength: expected + 1 });
    let inflated = 0;
    inflate.on('data', (chunk: Buffer) => {
      inflated += chunk.length;
    });
    inflate.on('error', () => resolve(false));
    inflate.on('end', () =>
      resolve(inflated === expected && inflate.bytesWritten === compressed.length),
    );
    inflate.end(compressed);
  });
}
