/**
 * The width and height a PNG, JPEG or WebP says in its header, read without decoding it: enough
 * to tell a panel's shape where no image decoder is at hand (an IndexedDB upgrade). Null for bytes
 * that are none of these or are cut short.
 */
export function imageSizeOf(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (offset: number, length: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  const fits = (end: number) => end <= bytes.length;
  // PNG: the signature, then IHDR's width and height.
  if (fits(24) && bytes[0] === 0x89 && at(1, 3) === 'PNG' && at(12, 4) === 'IHDR')
    return sized(view.getUint32(16), view.getUint32(20));
  if (fits(30) && at(0, 4) === 'RIFF' && at(8, 4) === 'WEBP') return webpSize(bytes, view, at);
  if (fits(4) && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return null;
}

const sized = (width: number, height: number) =>
  width > 0 && height > 0 ? { width, height } : null;

function webpSize(bytes: Uint8Array, view: DataView, at: (o: number, l: number) => string) {
  const chunk = at(12, 4);
  // Lossy: the frame's 14-bit sizes; lossless: 14-bit sizes less one; extended: 24-bit less one.
  if (chunk === 'VP8 ')
    return sized(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const u24 = (o: number) =>
      (bytes[o] ?? 0) | ((bytes[o + 1] ?? 0) << 8) | ((bytes[o + 2] ?? 0) << 16);
    return sized(u24(24) + 1, u24(27) + 1);
  }
  return null;
}

/** A JPEG's frame header (SOF0–SOF15, less DHT, JPG and DAC), found by walking its segments. */
function jpegSize(bytes: Uint8Array, view: DataView) {
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame) return sized(view.getUint16(offset + 7), view.getUint16(offset + 5));
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}
