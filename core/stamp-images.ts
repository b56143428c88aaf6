/** The stamp image types (docs/pdf-editor.md), as pdf.js's own stamp editor lists them. */
export const STAMP_IMAGE_TYPES = [
  'apng',
  'avif',
  'bmp',
  'gif',
  'jpeg',
  'png',
  'svg+xml',
  'webp',
  'x-icon',
] as const;

export type StampImageType = (typeof STAMP_IMAGE_TYPES)[number];

// What the editor says of a refused image is in the library catalogues ('library.editor.stamp…').

/**
 * The longest side a stamp keeps, in pixels: the widest panel is drawn from a 2400 px page (a
 * tri-fold), so a stamp with more pixels than that could never show them, only make the PDF big.
 */
const STAMP_MAX_SIDE = 2400;

/** The size a stamp is drawn at: its own, scaled down (never up) so its long side fits STAMP_MAX_SIDE. */
export function stampSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, STAMP_MAX_SIDE / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) * 2 ** 24 +
    ((bytes[at + 1] ?? 0) << 16) +
    ((bytes[at + 2] ?? 0) << 8) +
    (bytes[at + 3] ?? 0)) >>>
  0;

/** A PNG with an animation control chunk (acTL) before its first image data is an APNG. */
function pngOrApng(bytes: Uint8Array): 'png' | 'apng' {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at + 4, 4);
    if (type === 'acTL') return 'apng';
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + u32(bytes, at);
  }
  return 'png';
}

/** An ISO-BMFF file whose `ftyp` box names AVIF as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const size = Math.min(u32(bytes, 0), bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.some((b) => b === 'avif' || b === 'avis');
}

/**
 * True when the text's first element is `<svg>` (any namespace prefix), after an optional XML
 * declaration, comments, processing instructions and DOCTYPE. The browser then parses it as XML to
 * be sure; this only keeps other text files from getting that far.
 */
export function hasSvgRoot(text: string): boolean {
  let rest = text;
  for (;;) {
    rest = rest.trimStart();
    const skip =
      /^<\?[\s\S]*?\?>/.exec(rest) ??
      /^<!--[\s\S]*?-->/.exec(rest) ??
      /^<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i.exec(rest);
    if (!skip) break;
    rest = rest.slice(skip[0].length);
  }
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(rest);
}

/** Reads a file's leading bytes (the whole file for SVG text) and names its stamp type, or null. */
export function sniffStampImage(bytes: Uint8Array): StampImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return pngOrApng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  // 'BM', then the file header (14 bytes) and at least the smallest info header's size field.
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 26) return 'bmp';
  // An icon directory: reserved 0, type 1 (icon), at least one image.
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length >= 6 && (bytes[4] ?? 0) + (bytes[5] ?? 0) > 0)
    return 'x-icon';
  // Markup before the root is ASCII, so a byte-per-character reading finds it (core has no TextDecoder).
  const head = bytes.subarray(startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0, 64 * 1024);
  let text = '';
  for (let at = 0; at < head.length; at += 8192)
    text += String.fromCharCode(...head.subarray(at, at + 8192));
  if (hasSvgRoot(text)) return 'svg+xml';
  return null;
}
