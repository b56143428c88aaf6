/**
 * Many small files as one, downloaded in one request where a request a file costs more than the
 * bytes: pdf.js's 169 CMaps (`/pdfjs/cmaps.pack`, read by pwa/src/pdf/pdf-binary-data.ts) and the
 * app shell's scripts and styles (`/assets/shell-<hash>.pack`, unpacked by the service worker's
 * install, service-worker/shell-pack.ts). The build writes both (scripts/).
 *
 * Its layout: the length of the index (4 bytes, little-endian), the index (UTF-8 JSON, each file's
 * name to the offset and length of its bytes after the index), then the files' bytes.
 */

/** A pack that cannot be read: cut short, or an index that does not fit its bytes. */
export class FilePackError extends Error {}

const LENGTH_BYTES = 4;

export function packFiles(
  files: ReadonlyArray<readonly [name: string, bytes: Uint8Array]>,
): Uint8Array<ArrayBuffer> {
  const places: Array<[name: string, [offset: number, length: number]]> = [];
  let offset = 0;
  for (const [name, bytes] of files) {
    places.push([name, [offset, bytes.length]]);
    offset += bytes.length;
  }
  // fromEntries, not assignment: any name is a key of its own, '__proto__' too.
  const indexBytes = new TextEncoder().encode(JSON.stringify(Object.fromEntries(places)));
  const pack = new Uint8Array(LENGTH_BYTES + indexBytes.length + offset);
  new DataView(pack.buffer).setUint32(0, indexBytes.length, true);
  pack.set(indexBytes, LENGTH_BYTES);
  let at = LENGTH_BYTES + indexBytes.length;
  for (const [, bytes] of files) {
    pack.set(bytes, at);
    at += bytes.length;
  }
  return pack;
}

/** Each file of a pack by name, as views of the pack's bytes (nothing is copied). */
export function readFilePack<B extends ArrayBufferLike>(
  pack: Uint8Array<B>,
): ReadonlyMap<string, Uint8Array<B>> {
  if (pack.length < LENGTH_BYTES) throw new FilePackError('The pack is cut short.');
  const indexLength = new DataView(pack.buffer, pack.byteOffset).getUint32(0, true);
  const dataStart = LENGTH_BYTES + indexLength;
  if (dataStart > pack.length) throw new FilePackError('The pack is cut short.');
  let index: unknown;
  try {
    index = JSON.parse(new TextDecoder().decode(pack.subarray(LENGTH_BYTES, dataStart)));
  } catch {
    throw new FilePackError('The pack’s index is not JSON.');
  }
  if (typeof index !== 'object' || index === null || Array.isArray(index))
    throw new FilePackError('The pack’s index is not a list of names.');
  const files = new Map<string, Uint8Array<B>>();
  for (const [name, place] of Object.entries(index)) {
    const [offset, length] = Array.isArray(place) ? place : [];
    const fits =
      Number.isSafeInteger(offset) &&
      Number.isSafeInteger(length) &&
      offset >= 0 &&
      length >= 0 &&
      dataStart + offset + length <= pack.length;
    if (!fits) throw new FilePackError(`The pack has no room for ${name}.`);
    files.set(name, pack.subarray(dataStart + offset, dataStart + offset + length));
  }
  return files;
}
