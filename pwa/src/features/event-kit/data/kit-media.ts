import { mediaNamesOf, mediaUrl } from '#core/media-names';
import type { FlipfoldDb, LocalFlipbook } from '#offline/db';
import { isImageType, sha256Hex } from '#offline/media';

/**
 * What a kit's flipbooks need on this device to be presented offline. The kiosk shows every panel
 * from IndexedDB at its full size on any screen (desktop stages, phone pages and zoom alike) and
 * each cover in its row, so that is every image the flipbook has.
 */
export interface KitMedia {
  /** Per flipbook id, the images it lacks here. */
  missing: Map<string, string[]>;
  /** The bytes the kit's images take on this device, each image counted once. */
  bytes: number;
}

export async function kitMedia(db: FlipfoldDb, flipbooks: LocalFlipbook[]): Promise<KitMedia> {
  const names = [...new Set(flipbooks.flatMap(mediaNamesOf))];
  const sizes = new Map<string, number>();
  // One image at a time, so reading a large kit never holds every image in memory at once.
  await db.media
    .where('name')
    .anyOf(names)
    .each((media) => {
      sizes.set(media.name, media.bytes.byteLength);
    });
  const missing = new Map(
    flipbooks.map((f) => [f.id, mediaNamesOf(f).filter((name) => !sizes.has(name))]),
  );
  return { missing, bytes: [...sizes.values()].reduce((sum, size) => sum + size, 0) };
}

export interface FetchProgress {
  files: number;
  totalFiles: number;
  bytes: number;
}

/** Images fetched at once. */
const PARALLEL = 4;

/**
 * Fetches images into this device's library, reporting files and bytes as each arrives. An image
 * is kept only if its bytes hash to its name (as the server names it): a kit proven ready holds
 * exactly what the server has. Returns the names that could not be had.
 */
export async function fetchKitMedia(
  db: FlipfoldDb,
  names: string[],
  onProgress: (progress: FetchProgress) => void,
  fetcher: (url: string) => Promise<Response> = fetch,
): Promise<string[]> {
  const progress: FetchProgress = { files: 0, totalFiles: names.length, bytes: 0 };
  const failed: string[] = [];
  const queue = [...names];
  const fetchOne = async (name: string) => {
    try {
      const response = await fetcher(mediaUrl(name));
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !isImageType(type)) throw new Error(`${name}: ${response.status}`);
      const bytes = await response.arrayBuffer();
      if (!name.startsWith(`${await sha256Hex(bytes)}.`)) throw new Error(`${name}: other bytes`);
      await db.media.put({ name, type, bytes });
      progress.bytes += bytes.byteLength;
    } catch {
      failed.push(name);
    }
    progress.files++;
    onProgress({ ...progress });
  };
  const worker = async (): Promise<void> => {
    const name = queue.shift();
    if (name === undefined) return;
    await fetchOne(name);
    return worker();
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return failed;
}
