import crypto from 'node:crypto';
import { imageSize } from 'image-size';
import { ERROR_CODES } from '../../../core/errors';
import { IMAGE_EXTENSIONS, type ImageType, MEDIA_LIMITS } from '../../../core/limits';
import { badRequest, HttpError, payloadTooLarge } from '../http-errors';

export interface DecodedImage {
  /** `<sha256>.<ext>`, the same name the client computes. */
  name: string;
  type: ImageType;
  bytes: Buffer;
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The real type from the first bytes; what the data URL declares is ignored. */
export function sniffImageType(bytes: Buffer): ImageType | null {
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

const invalid = (message: string) => badRequest(message, ERROR_CODES.INVALID_IMAGE);

/**
 * Checks a panel sent as a data URL before anything is stored: base64 that decodes exactly,
 * at most 3 MB, a PNG, JPEG or WebP by its magic bytes, and at most 4096 px a side by its header.
 */
export function decodeDataUrlImage(source: string): DecodedImage {
  const match = DATA_URL.exec(source);
  if (!match?.[2] || match[2].length % 4 !== 0)
    throw invalid('An image is not a valid base64 data URL');
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > MEDIA_LIMITS.maxImageBytes)
    throw payloadTooLarge('Each image may be at most 3 MB');
  const type = sniffImageType(bytes);
  if (!type) {
    throw new HttpError(
      415,
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      'Only PNG, JPEG and WebP images are accepted',
    );
  }
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw invalid('An image is damaged and cannot be read');
  }
  if (!size.width || !size.height) throw invalid('An image is damaged and cannot be read');
  if (size.width > MEDIA_LIMITS.maxImageSide || size.height > MEDIA_LIMITS.maxImageSide) {
    throw invalid(`Images may be at most ${MEDIA_LIMITS.maxImageSide} pixels on a side`);
  }
  const hash = crypto.createHash('sha256').update(bytes).digest('hex');
  return { name: `${hash}.${IMAGE_EXTENSIONS[type]}`, type, bytes };
}

export const MEDIA_NAME = /^([a-f0-9]{64})\.(png|jpg|webp)$/;

export const TYPE_OF_EXTENSION: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
