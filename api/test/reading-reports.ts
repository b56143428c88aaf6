import crypto from 'node:crypto';
import { bearer, call } from './http';
import { dataUrl, noisePng } from './png';
import type { TestUser } from './users';

/** The link the flipbooks of these tests carry on their cover. */
export const SHOP_LINK = 'https://shop.example.com/spring';

/** A flipbook of three panels whose cover carries SHOP_LINK, created through the API. */
export async function createLinkedFlipbook(url: string, owner: TestUser): Promise<string> {
  const panels = [noisePng(8, 8), noisePng(8, 8), noisePng(8, 8)];
  const cover = `${crypto
    .createHash('sha256')
    .update(panels[1] ?? '')
    .digest('hex')}.png`;
  const id = crypto.randomUUID();
  const res = await call(`${url}/api/flipbooks`, {
    body: {
      id,
      title: 'Read me',
      panels: { front: panels.map((p) => dataUrl(p)), back: [dataUrl(noisePng(8, 8))] },
      content: {
        [cover]: {
          text: 'Spring',
          links: [{ url: SHOP_LINK, x: 0.1, y: 0.1, width: 0.5, height: 0.1 }],
        },
      },
    },
    headers: bearer(owner.token),
  });
  if (res.status !== 201) throw new Error(`create answered ${res.status}`);
  return id;
}

/**
 * A whole session read on a desktop, cover to back in one report: five seconds on each stage, a
 * click on SHOP_LINK and a zoom.
 */
export function wholeSession(flipbook: string, over: Record<string, unknown> = {}) {
  return {
    flipbook,
    session: crypto.randomUUID(),
    source: 'link',
    device: 'desktop',
    referrer: 'https://news.example',
    events: [
      { type: 'start', layout: 'stages', steps: 4 },
      ...[0, 1, 2, 3].flatMap((stage) => [
        { type: 'stage', stage },
        { type: 'stage-time', stage, seconds: 5 },
      ]),
      { type: 'click', url: SHOP_LINK },
      { type: 'zoom' },
      { type: 'back' },
    ],
    ...over,
  };
}

/** Sends a signed-out reader's report as a browser's beacon would. */
export function sendReport(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}/api/reading`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
