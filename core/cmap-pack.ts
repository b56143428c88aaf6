/**
 * pdf.js's CMaps, 169 small files, as one file (`/pdfjs/cmaps.pack`): a creator's device caches one
 * file instead of 169 for converting offline, and the PDF workers read a CMap out of it
 * (pwa/src/pdf/pdf-binary-data.ts). The build writes it (scripts/pdfjs-assets-plugin.ts).
 *
 * Its layout: the length of the index (4 bytes, little-endian), the index (UTF-8 JSON, each CMap's
 * name to the offset and length of its bytes after the index), then the CMaps' bytes.
 */

/** The pack's file name, in the folder given to pdf.js as its CMaps' (`cMapUrl`): `/pdfjs/`. */
export const CMAP_PACK_FILE = 'cmaps.pack';

/** A pack that cannot be read: cut short, or an index that does not fit its bytes. */
export class CMapPackError extends Error {}

const LENGTH_BYTES = 4;

export function packCMaps(
  cmaps: ReadonlyArray<readonly [name: string, bytes: Uint8Array]>,
): Uint8Array<ArrayBuffer> {
  const places: Array<[name: string, [offset: number, length: number]]> = [];
  let offset = 0;
  for (const [name, bytes] of cmaps) {
    places.push([name, [offset, bytes.length]]);
    offset += bytes.length;
  }
  // fromEntries, not assignment: any name is a key of its own, '__proto__' too.
  const indexBytes = new TextEncoder().encode(JSON.stringify(Object.fromEntries(places)));
  const pack = new Uint8Array(LENGTH_BYTES + indexBytes.length + offset);
  new DataView(pack.buffer).setUint32(0, indexBytes.length, true);
  pack.set(indexBytes, LENGTH_BYTES);
  let at = LENGTH_BYTES + indexBytes.length;
  for (const [, bytes] of cmaps) {
    pack.set(bytes, at);
    at += bytes.length;
  }
  return pack;
}

/** Each CMap of a pack by name, as views of the pack's bytes (nothing is copied). */
export function readCMapPack(pack: Uint8Array): ReadonlyMap<string, Uint8Array> {
  if (pack.length < LENGTH_BYTES) throw new CMapPackError('The CMap pack is cut short.');
  const indexLength = new DataView(pack.buffer, pack.byteOffset).getUint32(0, true);
  const dataStart = LENGTH_BYTES + indexLength;
  if (dataStart > pack.length) throw new CMapPackError('The CMap pack is cut short.');
  let index: unknown;
  try {
    index = JSON.parse(new TextDecoder().decode(pack.subarray(LENGTH_BYTES, dataStart)));
  } catch {
    throw new CMapPackError('The CMap pack’s index is not JSON.');
  }
  if (typeof index !== 'object' || index === null || Array.isArray(index))
    throw new CMapPackError('The CMap pack’s index is not a list of names.');
  const cmaps = new Map<string, Uint8Array>();
  for (const [name, place] of Object.entries(index)) {
    const [offset, length] = Array.isArray(place) ? place : [];
    const fits =
      Number.isSafeInteger(offset) &&
      Number.isSafeInteger(length) &&
      offset >= 0 &&
      length >= 0 &&
      dataStart + offset + length <= pack.length;
    if (!fits) throw new CMapPackError(`The CMap pack has no room for ${name}.`);
    cmaps.set(name, pack.subarray(dataStart + offset, dataStart + offset + length));
  }
  return cmaps;
}
