import sharp from 'sharp';
import type { TestAccount } from './accounts';
import type { RunningApp } from './app-server';

const COLOURS = ['#fde68a', '#bfdbfe', '#bbf7d0', '#fecaca', '#ddd6fe', '#fed7aa'];

/**
 * A brochure page as the converter makes it: 900 × 1273 JPEG, with a big heading and small print
 * (for zoom), so screenshots show which panel is where.
 */
export async function brochurePanel(index: number): Promise<Buffer> {
  const small = Array.from(
    { length: 14 },
    (_, i) =>
      `<text x="80" y="${760 + i * 30}" font-size="18" font-family="sans-serif" fill="#27272a">Small print line ${i + 1}: opening hours, prices and terms of panel ${index + 1}.</text>`,
  ).join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1273">' +
    `<rect width="900" height="1273" fill="${COLOURS[index % COLOURS.length]}"/>` +
    `<text x="80" y="360" font-size="260" font-weight="bold" font-family="sans-serif" fill="#18181b">${index + 1}</text>` +
    `<text x="80" y="520" font-size="56" font-family="sans-serif" fill="#18181b">Panel ${index + 1}</text>` +
    `${small}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A six-panel flipbook of brochure pages, created through the API; returns its id. Panels are
 * numbered from `first`, so brochures made from different numbers share no image. With `teamId`,
 * it goes into that team's library (the account one of its editors).
 */
export async function createBrochureThroughApi(
  app: RunningApp,
  account: TestAccount,
  title: string,
  first = 0,
  teamId?: string,
): Promise<string> {
  const panels = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => brochurePanel(first + i)));
  const url = (b: Buffer) => `data:image/jpeg;base64,${b.toString('base64')}`;
  const id = crypto.randomUUID();
  const res = await fetch(`${app.url}/api/flipbooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.authToken}` },
    body: JSON.stringify({
      id,
      title,
      panels: { front: panels.slice(0, 3).map(url), back: panels.slice(3).map(url) },
      ...(teamId ? { teamId } : {}),
    }),
  });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return id;
}
