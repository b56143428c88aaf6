import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { SIZES } from './pdfs';

/** A panel of a print file: its name, written in it, and its solid colour (0–255). */
export interface PrintPanel {
  name: string;
  colour: [number, number, number];
}

/**
 * Colours far apart from each other and from the app's greys, white and black, so a screenshot
 * tells which panel is on show.
 */
const PALETTE: Array<[number, number, number]> = [
  [220, 38, 38],
  [37, 99, 235],
  [22, 163, 74],
  [234, 138, 12],
  [124, 58, 237],
  [8, 145, 178],
];

const panel = (name: string, i: number): PrintPanel => ({
  name,
  colour: PALETTE[i % PALETTE.length] as [number, number, number],
});

/**
 * A roll-fold (letter fold) brochure as printers lay it out: two landscape A4 sheets, the outside
 * one inside flap | back cover | front cover, the inside one inside 1 | 2 | 3.
 */
export const ROLL_FOLD = {
  outside: [panel('Inside flap', 0), panel('Back cover', 1), panel('Front cover', 2)],
  inside: [panel('Inside 1', 3), panel('Inside 2', 4), panel('Inside 3', 5)],
};

/** `n` pages, one colour each: a flyer, a catalogue, a booklet. */
export const pagesOf = (n: number): PrintPanel[] =>
  Array.from({ length: n }, (_, i) => panel(`Page ${i + 1}`, i));

/** Fills a page (or a third of it) with the panel's colour and its name in white. */
function drawPanels(
  page: ReturnType<PDFDocument['addPage']>,
  font: Awaited<ReturnType<PDFDocument['embedFont']>>,
  panels: PrintPanel[],
) {
  const { width, height } = page.getSize();
  const w = width / panels.length;
  panels.forEach(({ name, colour }, i) => {
    const [r, g, b] = colour.map((c) => c / 255) as [number, number, number];
    page.drawRectangle({ x: i * w, y: 0, width: w, height, color: rgb(r, g, b) });
    page.drawText(name, { x: i * w + 16, y: height - 60, size: 22, font, color: rgb(1, 1, 1) });
  });
}

/** The roll-fold brochure as a PDF: page 1 the outside sheet, page 2 the inside one. */
export async function rollFoldPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = SIZES.a4;
  for (const sheet of [ROLL_FOLD.outside, ROLL_FOLD.inside])
    drawPanels(doc.addPage([height, width]), font, sheet);
  return Buffer.from(await doc.save());
}

/** Portrait pages of A4 or A5, each one colour with its name: `pagesOf(n)`. */
export async function pagesPdf(n: number, size: 'a4' | 'a5' = 'a4'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = SIZES[size];
  for (const p of pagesOf(n)) drawPanels(doc.addPage([width, height]), font, [p]);
  return Buffer.from(await doc.save());
}
