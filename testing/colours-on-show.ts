import sharp from 'sharp';
import type { PrintPanel } from './print-layouts';

/** How far (per channel, at most) a pixel may be from a colour to count as it: JPEG and scaling. */
const TOLERANCE = 40;
/** The share of an area a panel must cover to count as on show. */
const ON_SHOW = 0.03;

export interface ColourOnShow {
  name: string;
  /** Its share of the picture's pixels. */
  share: number;
  /** Where its pixels lie across the picture, on average (0 left … 1 right). */
  x: number;
}

/**
 * The panels on show in a screenshot, read from its pixels (not from the page's markup): each
 * panel of `panels` covering at least 3% of it, from left to right by the middle of its pixels.
 */
export async function coloursOnShow(png: Buffer, panels: PrintPanel[]): Promise<ColourOnShow[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = panels.map(() => ({ n: 0, x: 0 }));
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    const at = panels.findIndex(
      ({ colour }) =>
        Math.abs(colour[0] - r) <= TOLERANCE &&
        Math.abs(colour[1] - g) <= TOLERANCE &&
        Math.abs(colour[2] - b) <= TOLERANCE,
    );
    const count = counts[at];
    if (!count) continue;
    count.n++;
    count.x += (i / 3) % info.width;
  }
  const total = info.width * info.height;
  return panels
    .map((p, i) => {
      const { n, x } = counts[i] ?? { n: 0, x: 0 };
      return { name: p.name, share: n / total, x: n ? x / n / info.width : 0 };
    })
    .filter((c) => c.share >= ON_SHOW)
    .sort((a, b) => a.x - b.x);
}

/** What a failure says: each colour seen, and how much of the picture it covers. */
export const describeColours = (seen: ColourOnShow[]): string =>
  seen.map((c) => `${c.name} ${(c.share * 100).toFixed(1)}% at ${c.x.toFixed(2)}`).join(', ') ||
  'no panel colour';
