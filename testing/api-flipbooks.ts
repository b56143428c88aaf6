import crypto from 'node:crypto';
import { dataUrl, noisePng } from '#api-test/png';
import type { TestAccount } from './accounts';
import type { RunningApp } from './app-server';

/**
 * Creates a three-panel flipbook through the API, far cheaper than converting a PDF in the browser
 * when a journey only needs a library to exist. Its panels are page-shaped, so its cover is page 1
 * (the left panel); with `coverLink`, the cover carries that link. Returns its id.
 */
export async function createFlipbookThroughApi(
  app: RunningApp,
  account: TestAccount,
  title: string,
  options: {
    coverLink?: string /** Three back panels too, so it has all four stages. */;
    withBack?: boolean;
  } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const panels = [noisePng(60, 85), noisePng(60, 85), noisePng(60, 85)];
  const back = options.withBack ? [noisePng(60, 85), noisePng(60, 85), noisePng(60, 85)] : [];
  const cover = `${crypto
    .createHash('sha256')
    .update(panels[0] ?? '')
    .digest('hex')}.png`;
  const content = options.coverLink
    ? {
        [cover]: {
          text: title,
          links: [{ url: options.coverLink, x: 0.1, y: 0.85, width: 0.5, height: 0.08 }],
        },
      }
    : undefined;
  const res = await fetch(`${app.url}/api/flipbooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.authToken}` },
    body: JSON.stringify({
      id,
      title,
      panels: { front: panels.map((p) => dataUrl(p)), back: back.map((p) => dataUrl(p)) },
      content,
    }),
  });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return id;
}
