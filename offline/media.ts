import { IMAGE_EXTENSIONS, type ImageType } from '#core/limits';

/** The service worker's cache of `/media/` files (cache first: their names are their hashes). */
export const MEDIA_CACHE = 'flipfold-media';

/** A panel image as stored locally: bytes plus type, named by SHA-256 like the server names it. */
export interface MediaFile {
  /** `<sha256>.<ext>`; the server serves the same bytes at `/media/<name>`. */
  name: string;
  type: ImageType;
  /** ArrayBuffer rather than Blob: Safari's IndexedDB has had Blob bugs. */
  bytes: ArrayBuffer;
}

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function isImageType(type: string): type is ImageType {
  return type in IMAGE_EXTENSIONS;
}

export async function mediaFromBlob(blob: Blob): Promise<MediaFile> {
  if (!isImageType(blob.type))
    throw new Error(`Unsupported panel image type: ${blob.type || 'unknown'}`);
  const bytes = await blob.arrayBuffer();
  return {
    name: `${await sha256Hex(bytes)}.${IMAGE_EXTENSIONS[blob.type]}`,
    type: blob.type,
    bytes,
  };
}

export function dataUrlOf(media: MediaFile): string {
  const bytes = new Uint8Array(media.bytes);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:${media.type};base64,${btoa(binary)}`;
}
