import type { Page } from 'playwright-core';

/**
 * What a reader of a shared link may download in JavaScript on a first visit, compressed as the
 * server sends it: the journeys fail over it and the benchmark prints it.
 */
export const SHARED_LINK_SCRIPT_BUDGET = { maxBytes: 100 * 1024, maxScripts: 8 };

export interface ScriptsOnTheWire {
  /** Bytes received for scripts, headers and compression included, as the network counted them. */
  bytes: number;
  urls: string[];
  /** The bytes of each script, by URL. */
  bytesOf: Record<string, number>;
}

/**
 * Counts the scripts a page downloads from now until `stop` is called, as Chromium's network
 * layer saw them (what came from the service worker or the memory cache costs nothing on the wire).
 */
export async function countScriptsOnTheWire(
  page: Page,
): Promise<{ stop: () => Promise<ScriptsOnTheWire> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const seen: ScriptsOnTheWire = { bytes: 0, urls: [], bytesOf: {} };
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = scripts.get(e.requestId);
    if (url === undefined) return;
    seen.bytes += e.encodedDataLength;
    seen.urls.push(url);
    seen.bytesOf[url] = e.encodedDataLength;
  });
  return {
    async stop() {
      await cdp.detach();
      return seen;
    },
  };
}
