/// <reference lib="webworker" />
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { PDF_ASSETS_CACHE } from '#core/pdf-assets';
import { cachedUrls } from './cached-urls';

declare const self: ServiceWorkerGlobalScope;

export interface KitEntry {
  url: string;
  /** null for a file whose name carries its hash. */
  revision?: string | null;
}

/** The runtime cache of earlier versions, which kept pdf.js only after a first upload. */
const LEGACY_CACHE = 'flipfold-pdfjs';
/** Files fetched at once while caching the PDF assets. */
const PARALLEL = 6;

/**
 * This version's PDF assets, from the build's manifest. Its files are cached under keys carrying
 * their revision, so a waiting new version's files sit beside the running one's until it activates.
 */
export class PdfAssets {
  /** Absolute URL (no query) → cache key. */
  private readonly keys = new Map<string, string>();
  private caching: Promise<void> | null = null;

  constructor(entries: KitEntry[]) {
    for (const { url, revision } of entries) {
      const absolute = new URL(url, self.location.href);
      absolute.search = '';
      const key = new URL(absolute);
      if (revision) key.searchParams.set('__WB_REVISION__', revision);
      this.keys.set(absolute.href, key.href);
    }
  }

  matches(url: URL): boolean {
    return this.keys.has(url.origin + url.pathname);
  }

  /**
   * Fetches every PDF asset not cached yet, a few at a time; rejects if one cannot be had
   * (the next ask tries the missing ones again). Asks that come while it runs share it.
   */
  cacheAll(): Promise<void> {
    this.caching ??= this.fetchMissing().finally(() => {
      this.caching = null;
    });
    return this.caching;
  }

  private async fetchMissing(): Promise<void> {
    const cache = await caches.open(PDF_ASSETS_CACHE);
    const cached = await cachedUrls(cache);
    const missing = [...this.keys].filter(([, key]) => !cached.has(key));
    let next = 0;
    const fetchOne = async (): Promise<void> => {
      const item = missing[next++];
      if (!item) return;
      const [url, key] = item;
      // A hashed name is the same file for ever: the HTTP cache may answer. Others are revalidated.
      const revisioned = key !== url;
      // Static files need no cookie: none of a session signed out of offline rides along.
      const response = await fetch(url, {
        credentials: 'omit',
        cache: revisioned ? 'no-cache' : 'default',
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(key, response);
      return fetchOne();
    };
    await Promise.all(Array.from({ length: PARALLEL }, fetchOne));
  }

  /**
   * On install: a device that kept an earlier version's PDF assets (a creator's) gets this version's with
   * the rest of the app, so an update never leaves it unable to convert offline (a device with the
   * old runtime cache of pdf.js counts). A visitor's device has none and downloads none.
   */
  async refreshIfKept(): Promise<void> {
    const kept =
      (await caches.has(LEGACY_CACHE)) ||
      ((await caches.has(PDF_ASSETS_CACHE)) &&
        (await (await caches.open(PDF_ASSETS_CACHE)).keys()).length > 0);
    if (kept) await this.cacheAll();
  }

  /** On activate: files no longer among the PDF assets go, and so does the old runtime cache. */
  async removeOthers(): Promise<void> {
    await caches.delete(LEGACY_CACHE);
    if (!(await caches.has(PDF_ASSETS_CACHE))) return;
    const cache = await caches.open(PDF_ASSETS_CACHE);
    const wanted = new Set(this.keys.values());
    for (const request of await cache.keys())
      if (!wanted.has(request.url)) await cache.delete(request);
  }

  /** Serves a PDF asset from the cache, else from the network, keeping it for next time. */
  handle = async ({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> => {
    const key = this.keys.get(url.origin + url.pathname);
    const cache = await caches.open(PDF_ASSETS_CACHE);
    const cached = key ? await cache.match(key) : undefined;
    if (cached) return cached;
    const response = await fetch(request);
    if (key && response.ok) {
      const stored = cache.put(key, response.clone()).catch(() => {});
      event.waitUntil(stored);
    }
    return response;
  };
}
