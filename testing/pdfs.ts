import {
  degrees,
  PDFDocument,
  PDFName,
  PDFString,
  ReadingDirection,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { addLinkAnnotation } from '#pwa-test/link-annotation';

export const SIZES = {
  a4: [595.28, 841.89],
  a5: [419.53, 595.28],
  letterLandscape: [792, 612],
  wide: [1600, 900],
} as const;

const COLOURS = [
  rgb(0.95, 0.6, 0.7),
  rgb(0.55, 0.75, 0.95),
  rgb(0.55, 0.9, 0.7),
  rgb(0.98, 0.88, 0.5),
  rgb(0.77, 0.7, 0.98),
  rgb(0.99, 0.73, 0.45),
];

/** The 0-255 colour of page `i`'s block in `makePdf`, to check what a panel shows. */
export function pageColour(i: number): [number, number, number] {
  const { red, green, blue } = COLOURS[i % COLOURS.length] as {
    red: number;
    green: number;
    blue: number;
  };
  return [red, green, blue].map((c) => Math.round(c * 255)) as [number, number, number];
}

/** The 0-255 colour of band `band` of page `page` in `makePdf` with `bands`. */
export const bandColour = (page: number, band: number) => pageColour(page * 3 + band);

/**
 * A brochure-like PDF: each page a coloured block (or, with `bands`, three side by side in colours
 * of their own, one for each panel of a tri-fold), a heading and a line of text. With `rtl`, its
 * catalog says it reads right to left (/ViewerPreferences << /Direction /R2L >>).
 */
export async function makePdf(
  size: keyof typeof SIZES,
  pages: number,
  options: {
    rotate?: number;
    cropTo?: { width: number; height: number };
    bands?: boolean;
    rtl?: boolean;
  } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  if (options.rtl)
    doc.catalog.getOrCreateViewerPreferences().setReadingDirection(ReadingDirection.R2L);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = SIZES[size];
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([width, height]);
    const blocks = options.bands ? 3 : 1;
    const blockWidth = (width - 48) / blocks;
    for (let k = 0; k < blocks; k++) {
      page.drawRectangle({
        x: 24 + k * blockWidth,
        y: 24,
        width: blockWidth,
        height: height - 48,
        color: COLOURS[(options.bands ? i * 3 + k : i) % COLOURS.length],
      });
    }
    page.drawText(`Page ${i + 1}`, {
      x: 48,
      y: height - 96,
      size: 40,
      font,
      color: rgb(0.1, 0.1, 0.12),
    });
    page.drawText('Flipfold test brochure', {
      x: 48,
      y: height - 140,
      size: 18,
      font,
      color: rgb(0.2, 0.2, 0.25),
    });
    if (options.rotate) page.setRotation(degrees(options.rotate));
    if (options.cropTo) page.setCropBox(0, 0, options.cropTo.width, options.cropTo.height);
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const BODY =
  'Our studio turns printed brochures into flipbooks that open on any phone. Each page keeps its ' +
  'type sharp and its photographs true to colour, and a link or a QR code is all a visitor needs.';

/**
 * A brochure as designers make them: a photograph (JPEG, as printed PDFs carry them) over the top
 * half of each page, a heading and columns of small body text.
 */
export async function makeBrochurePdf(pages: number, photoJpeg: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const photo = await doc.embedJpg(photoJpeg);
  const [width, height] = SIZES.a4;
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([width, height]);
    page.drawImage(photo, { x: 0, y: height / 2, width, height: height / 2 });
    page.drawRectangle({ x: 0, y: height / 2 - 8, width, height: 8, color: COLOURS[i % 6] });
    page.drawText(`Chapter ${i + 1}: Brochures that travel`, {
      x: 40,
      y: height / 2 - 50,
      size: 22,
      font: bold,
      color: rgb(0.1, 0.1, 0.12),
    });
    for (const column of [0, 1]) {
      page.drawText(BODY.repeat(3), {
        x: 40 + column * ((width - 80) / 2 + 10),
        y: height / 2 - 80,
        size: 9,
        lineHeight: 12,
        maxWidth: (width - 80) / 2 - 10,
        font: regular,
        color: rgb(0.2, 0.2, 0.25),
      });
    }
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The links of `makeLinkedBrochurePdf`, page by page, and the unusual word of its second page. */
export const LINKED_BROCHURE = {
  links: ['https://shop.example.com/spring', 'mailto:hello@example.com', 'tel:+441234567890'],
  linkText: ['Visit our shop', 'Write to us', 'Call us'],
  word: 'Quillwort',
} as const;

/**
 * A 3-page A4 brochure with a text layer and a link on each page, over the words it sits on: a web
 * page on page 1, an e-mail address on page 2 (whose text names a Quillwort), a phone number on 3.
 */
export async function makeLinkedBrochurePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const [width, height] = SIZES.a4;
  const body = [
    'Spring plants for shady gardens, grown in our own nursery.',
    `This season: the ${LINKED_BROCHURE.word}, a fern of still ponds.`,
    'Open every day from nine until six.',
  ];
  LINKED_BROCHURE.links.forEach((url, i) => {
    const page = doc.addPage([width, height]);
    page.drawRectangle({
      x: 24,
      y: height - 200,
      width: width - 48,
      height: 176,
      color: COLOURS[i],
    });
    page.drawText(`Page ${i + 1}`, { x: 48, y: height - 96, size: 40, font: bold });
    page.drawText(body[i] ?? '', { x: 48, y: height - 260, size: 14, font: regular });
    const label = LINKED_BROCHURE.linkText[i] ?? '';
    const size = 24;
    const at = { x: 48, y: height - 340 };
    page.drawText(label, { ...at, size, font: bold, color: rgb(0.1, 0.3, 0.7) });
    // Over the words, from just below the baseline to the top of the capitals.
    addLinkAnnotation(page, url, {
      x: at.x,
      y: at.y - size * 0.25,
      width: bold.widthOfTextAtSize(label, size),
      height: size * 1.25,
    });
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The first part of a valid PDF: unreadable. */
export async function truncatedPdf(): Promise<Buffer> {
  return (await makePdf('a4', 2)).subarray(0, 400);
}

/** A PDF that asks for a password pdf.js does not have. */
export async function encryptedPdf(): Promise<Buffer> {
  const text = (await makePdf('a4', 1)).toString('latin1');
  const hex = 'A'.repeat(64);
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${hex}> /U <${hex}> /P -4 >> /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]`;
  return Buffer.from(
    text.replace(/trailer\s*<</, (m) => `${m}\n${encrypt}\n`),
    'latin1',
  );
}

/** A PNG with a .pdf name. */
export function pngAsPdf(): Buffer {
  return Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
}

/**
 * A page of Japanese in a font the file does not embed, as Japanese brochures often have it:
 * reading its text takes two of pdf.js's CMaps, its encoding's (UniJIS-UCS2-H) and the one from
 * Adobe-Japan1 to Unicode.
 */
export async function japanesePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([...SIZES.a4]);
  const { context } = doc;
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: 'KozMinPr6N-Regular',
      Flags: 4,
      FontBBox: [0, -120, 1000, 880],
      ItalicAngle: 0,
      Ascent: 880,
      Descent: -120,
      CapHeight: 700,
      StemV: 80,
    }),
  );
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType0',
      BaseFont: 'KozMinPr6N-Regular',
      CIDSystemInfo: {
        Registry: PDFString.of('Adobe'),
        Ordering: PDFString.of('Japan1'),
        Supplement: 6,
      },
      FontDescriptor: descriptor,
      DW: 1000,
    }),
  );
  const font = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'KozMinPr6N-Regular-UniJIS-UCS2-H',
      Encoding: 'UniJIS-UCS2-H',
      DescendantFonts: [cidFont],
    }),
  );
  const ucs2 = [...text].map((c) => (c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('');
  page.node.set(PDFName.of('Resources'), context.obj({ Font: { F1: font } }));
  page.node.set(
    PDFName.of('Contents'),
    context.register(context.stream(`BT /F1 24 Tf 40 700 Td <${ucs2}> Tj ET`)),
  );
  return Buffer.from(await doc.save());
}
