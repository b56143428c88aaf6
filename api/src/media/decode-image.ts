import crypto from 'node:crypto';
import os from 'node:os';
import { ERROR_CODES } from '#core/errors';
import { megabytes, megapixels } from '#core/limit-texts';
import { IMAGE_EXTENSIONS, type ImageType, MEDIA_LIMITS, PIXEL_LIMITS } from '#core/limits';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../http-errors';
import { ownTurn } from '../turns';
import { createDecodeProcesses, DecoderEndedError, DecodeTimeoutError } from './decode-processes';
import { imageExtent, pngPixelDataFits } from './image-structure';
import { loadSharp } from './sharp';
import { createTaskPool } from './task-pool';

export interface DecodedImage {
  /** `<sha256>.<ext>`, the same name the client computes. */
  name: string;
  type: ImageType;
  bytes: Buffer;
}

const DATA_URL_HEAD = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

/** The real type from the first bytes; what the data URL declares is ignored. */
function sniffImageType(bytes: Buffer): ImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Base64 characters decoded in one go: a multiple of 4, about 1 ms of work. */
const DECODE_SLICE_CHARS = 512 * 1024;

const invalid = (message: string) => badRequest(message, ERROR_CODES.INVALID_IMAGE);
const damaged = () => invalid('An image is damaged and cannot be read');

/**
 * The cheap checks on a panel sent as a data URL, before anything is stored: base64 that
 * decodes whole, at most 3 MB, a PNG, JPEG or WebP by its magic bytes. The SHA-256 that names it
 * is computed off the event loop.
 */
export async function readDataUrlImage(source: string): Promise<DecodedImage> {
  const head = DATA_URL_HEAD.exec(source.slice(0, 256));
  const payload = head ? source.slice(head[0].length) : '';
  if (payload.length === 0 || payload.length % 4 !== 0)
    throw invalid('An image is not a valid base64 data URL');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const length = (payload.length / 4) * 3 - padding;
  if (length > MEDIA_LIMITS.maxImageBytes)
    throw payloadTooLarge(`Each image may be at most ${megabytes(MEDIA_LIMITS.maxImageBytes)}`);
  // Decoded a slice per event-loop turn, so other requests go between the slices of a big image.
  const bytes = Buffer.allocUnsafe(length);
  let written = 0;
  for (let at = 0; at < payload.length; at += DECODE_SLICE_CHARS) {
    if (at > 0) await ownTurn();
    written += bytes.write(payload.slice(at, at + DECODE_SLICE_CHARS), written, 'base64');
  }
  // Node's decoder skips what is not base64 (and stops at a misplaced '='): then it yields less.
  if (written !== length) throw invalid('An image is not a valid base64 data URL');
  const type = sniffImageType(bytes);
  if (!type) {
    throw unsupportedMediaType('Only PNG, JPEG and WebP images are accepted');
  }
  const digest = Buffer.from(await crypto.subtle.digest('SHA-256', bytes));
  return { name: `${digest.toString('hex')}.${IMAGE_EXTENSIONS[type]}`, type, bytes };
}

const SHARP_FORMAT: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The most scans a JPEG may have. A progressive decoder passes over the whole image once a scan,
 * so they, not the file's size, set its cost: 2,647 scans (every coefficient alone at every bit)
 * make a 60 KB file of 1960 × 1960 px take seconds. Encoders write 10 (libjpeg, for colour; 18 for
 * CMYK) or fewer (mozjpeg's 8, baseline's 1).
 */
export const MAX_JPEG_SCANS = 32;

/**
 * Wall-clock time one decode may take once its process has the image: about twenty times what the
 * costliest image the limits let through takes (under 100 ms on a core: 1960 × 1960 px of noise,
 * progressive, or flat with 32 scans), so only an image made to be slow reaches it.
 */
const DECODE_BUDGET_MS = 2_000;

const SHARP_OPTIONS = {
  failOn: 'warning',
  sequentialRead: true,
  limitInputPixels: PIXEL_LIMITS.maxImagePixels,
} as const;

/**
 * The size of an image by its header, read without decoding its pixels: its structure walked
 * (no byte after its end, one frame), then libvips' header read, which must agree on the type.
 * At most 4096 px a side and PIXEL_LIMITS.maxImagePixels in all: decoding costs by the pixel, so
 * no more is decoded than the app's own panels need.
 */
export async function readImageSize(image: DecodedImage): Promise<ImageSize> {
  const extent = imageExtent(image.bytes, image.type);
  if (!extent) throw damaged();
  if (extent.end !== image.bytes.length) throw invalid('An image has bytes after its end');
  if (extent.animated) throw invalid('Animated images are not accepted');
  if (extent.scans > MAX_JPEG_SCANS) {
    throw badRequest(
      `A JPEG may have at most ${MAX_JPEG_SCANS} scans (this one has ${extent.scans}): save it again as a standard JPEG`,
      ERROR_CODES.IMAGE_TOO_COMPLEX,
    );
  }
  let size: { width?: number; height?: number; format?: string; pages?: number };
  const sharp = await loadSharp();
  try {
    size = await sharp(image.bytes, { ...SHARP_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw damaged();
  }
  if (!size.width || !size.height || size.format !== SHARP_FORMAT[image.type]) throw damaged();
  if ((size.pages ?? 1) > 1) throw invalid('Animated images are not accepted');
  if (size.width > MEDIA_LIMITS.maxImageSide || size.height > MEDIA_LIMITS.maxImageSide) {
    throw invalid(`Images may be at most ${MEDIA_LIMITS.maxImageSide} pixels on a side`);
  }
  if (size.width * size.height > PIXEL_LIMITS.maxImagePixels) {
    throw payloadTooLarge(`Each image may have at most ${megapixels(PIXEL_LIMITS.maxImagePixels)}`);
  }
  return { width: size.width, height: size.height };
}

const tooSlow = (budgetMs: number) =>
  badRequest(
    `An image took longer than ${budgetMs / 1000} seconds to decode: save it again as a standard PNG, JPEG or WebP`,
    ERROR_CODES.IMAGE_TOO_COMPLEX,
  );

/**
 * Decodes whole images (in child processes, off the event loop: decode-processes.ts), so only a
 * real picture is stored: every pixel of the size its header gave decoding without even a warning,
 * and (PNG) no pixel data beyond what the header asks for, within `budgetMs`. At most `slots`
 * decodes run at once, shared round robin between accounts (task-pool.ts). The stored bytes stay
 * the ones sent: decoding is a check, not a transform. Slack inside a JPEG's or WebP's own
 * compressed stream is beyond what a decoder reports, see docs/security.md.
 */
export function createWholeDecoder({ slots, budgetMs }: { slots: number; budgetMs: number }) {
  const pool = createTaskPool(slots);
  const processes = createDecodeProcesses(budgetMs);
  return (image: DecodedImage, size: ImageSize, accountId: string): Promise<void> =>
    pool(accountId, async () => {
      let decoded: Awaited<ReturnType<typeof processes.decode>>;
      try {
        decoded = await processes.decode(image.bytes, SHARP_OPTIONS);
      } catch (err) {
        if (err instanceof DecodeTimeoutError) throw tooSlow(budgetMs);
        // The image brought its decoder down (out of memory, say).
        if (err instanceof DecoderEndedError) throw damaged();
        throw err;
      }
      if ('error' in decoded || decoded.width !== size.width || decoded.height !== size.height)
        throw damaged();
      if (image.type === 'image/png' && !(await pngPixelDataFits(image.bytes))) throw damaged();
    });
}

/** The API's decoder: one decode per core, whatever the number of requests. */
export const decodeWhole = createWholeDecoder({
  slots: Math.max(1, os.availableParallelism()),
  budgetMs: DECODE_BUDGET_MS,
});
