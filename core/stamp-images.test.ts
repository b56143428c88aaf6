import { describe, expect, it } from 'vitest';
import { viewerError } from './pdf-editor-errors';
import { hasSvgRoot, STAMP_IMAGE_TYPES, sniffStampImage, stampSize } from './stamp-images';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const chunk = (type: string, length = 0) => [
  ...u32(length),
  ...bytes(type),
  ...Array(length + 4).fill(0),
];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('stamp images, judged by their bytes', () => {
  it('lists exactly the nine stamp types the editor accepts', () => {
    expect([...STAMP_IMAGE_TYPES]).toEqual([
      'apng',
      'avif',
      'bmp',
      'gif',
      'jpeg',
      'png',
      'svg+xml',
      'webp',
      'x-icon',
    ]);
  });

  it.each([
    ['a PNG', bytes(PNG_SIGNATURE, chunk('IHDR', 13), chunk('IDAT', 4), chunk('IEND')), 'png'],
    [
      'an APNG',
      bytes(PNG_SIGNATURE, chunk('IHDR', 13), chunk('acTL', 8), chunk('IDAT', 4)),
      'apng',
    ],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpeg'],
    ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'gif'],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'gif'],
    ['a WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['an AVIF', bytes(u32(24), 'ftypavif', u32(0), 'mif1miaf'), 'avif'],
    [
      'an AVIF sequence by compatible brand',
      bytes(u32(24), 'ftypmif1', u32(0), 'avismsf1'),
      'avif',
    ],
    ['a BMP', bytes('BM', Array(24).fill(0)), 'bmp'],
    ['an ICO', bytes([0, 0, 1, 0, 1, 0], Array(16).fill(0)), 'x-icon'],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg+xml'],
    [
      'an SVG with a BOM, declaration, comment and DOCTYPE',
      bytes(
        [0xef, 0xbb, 0xbf],
        '<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg:svg xmlns:svg="http://www.w3.org/2000/svg"></svg:svg>',
      ),
      'svg+xml',
    ],
  ])('takes %s', (_, file, type) => {
    expect(sniffStampImage(file)).toBe(type);
  });

  it.each([
    ['a text file', bytes('Just some notes, saved as logo.png\n')],
    ['a TIFF (little-endian)', bytes('II', [42, 0, 8, 0, 0, 0])],
    ['a TIFF (big-endian)', bytes('MM', [0, 42, 0, 0, 0, 8])],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['an HTML page with an svg inside', bytes('<html><body><svg></svg></body></html>')],
    ['an HEIC', bytes(u32(24), 'ftypheic', u32(0), 'mif1heic')],
    ['a cursor file', bytes([0, 0, 2, 0, 1, 0], Array(16).fill(0))],
    ['an empty file', bytes()],
    ['two bytes of BMP signature', bytes('BM')],
    ['an element named svgx', bytes('<svgx></svgx>')],
  ])('refuses %s', (_, file) => {
    expect(sniffStampImage(file)).toBeNull();
  });

  it('finds the SVG root only as the first element', () => {
    expect(hasSvgRoot('  <svg>')).toBe(true);
    expect(hasSvgRoot('<svg/>')).toBe(true);
    expect(hasSvgRoot('<div><svg/></div>')).toBe(false);
    expect(hasSvgRoot('<!-- <svg> -->')).toBe(false);
  });
});

describe('the size a stamp is drawn at', () => {
  it('scales a very large image down to 2400 px on its long side, keeping its shape', () => {
    expect(stampSize(6000, 3000)).toEqual({ width: 2400, height: 1200 });
    expect(stampSize(1000, 9000)).toEqual({ width: 267, height: 2400 });
  });

  it('keeps a small image as it is and never makes a side zero', () => {
    expect(stampSize(300, 150)).toEqual({ width: 300, height: 150 });
    expect(stampSize(10_000, 1)).toEqual({ width: 2400, height: 1 });
  });
});

describe('the editor’s failures to open a PDF', () => {
  it.each([
    ['InvalidPDFException', 'invalid'],
    ['NotFoundError', 'missing'],
    ['NotReadableError', 'missing'],
    ['MissingPDFException', 'missing'],
    ['UnknownErrorException', 'loading'],
    [undefined, 'loading'],
  ])('tells %s as %s', (name, code) => {
    expect(viewerError(name)).toBe(code);
  });
});
