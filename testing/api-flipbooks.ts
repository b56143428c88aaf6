import crypto from 'node:crypto';
import { dataUrl, noisePng } from '#api-test/png';
import type { TestAccount } from './accounts';
import type { RunningApp } from './app-server';

/**
 * Creates a three-panel flipbook through the API, far cheaper than converting a PDF in the browser
 * when a journey only needs a library to exist. Returns its id.
 */
export async function createFlipbookThroughApi(
  app: RunningApp,
  account: TestAccount,
  title: string,
): Promise<string> {
  const id = crypto.randomUUID();
  const panel = () => dataUrl(noisePng(60, 85));
  const res = await fetch(`${app.url}/api/flipbooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.authToken}` },
    body: JSON.stringify({ id, title, panels: { front: [panel(), panel(), panel()], back: [] } }),
  });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return id;
}
