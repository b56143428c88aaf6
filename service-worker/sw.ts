/// <reference lib="webworker" />

import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isShellPackPath, SHELL_STATUS_MESSAGE } from '#core/app-shell';
import { PANEL_VARIANT } from '#core/panel-images';
import { CACHE_PDF_ASSETS_MESSAGE, isPdfAssetPath } from '#core/pdf-assets';
import { db } from '#offline/db';
import { KEPT_COPY_HEADER } from '#offline/kept-copy';
import { MEDIA_CACHE } from '#offline/media';
import { postReadingReport } from '#offline/reading-report-post';
import { drainAsStored, SYNC_EVENTS_MESSAGE, SYNC_TAG } from '#offline/sync/drain';
import { serverReachable } from '#offline/sync/probe';
import { sendSignOuts } from '#offline/sync/sign-outs';
import { fetchTransport } from '#offline/sync/transport';
import { sendUnsentReports, UNSENT_REPORTS_SYNC_TAG } from '#offline/unsent-reading-reports';
import { PdfAssets } from './pdf-assets';
import { unpackShell } from './shell-pack';
import { shellStatus } from './shell-status';
import { type RoutingInstallEvent, STATIC_ROUTES } from './static-routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell: every hashed asset of the build plus index.html, so the installed app opens offline.
// The build's manifest also lists the PDF assets, which only signed-in creators' pages ask for, and
// the shell's pack, which brings the shell's hashed files in one download at install.
const manifest = self.__WB_MANIFEST.map((entry) =>
  typeof entry === 'string' ? { url: entry, revision: null } : entry,
);
const pdfAssets = new PdfAssets(manifest.filter((entry) => isPdfAssetPath(`/${entry.url}`)));
const shellPackEntry = manifest.find((entry) => isShellPackPath(`/${entry.url}`));
const shell = manifest.filter(
  (entry) => !isPdfAssetPath(`/${entry.url}`) && entry !== shellPackEntry,
);
const precache = new PrecacheController();
precache.addToCacheList(shell);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

/** The shell's files from its pack; whatever it could not bring, workbox fetches file by file. */
async function unpackShellPack(): Promise<void> {
  if (!shellPackEntry) return;
  const files = new Map<string, string>();
  for (const { url, revision } of shell) {
    const key = precache.getCacheKeyForURL(url);
    if (revision === null && key !== undefined) files.set(url, key);
  }
  await unpackShell({
    packUrl: new URL(shellPackEntry.url, self.location.href).href,
    files,
    cache: await caches.open(cacheNames.precache),
    fetch: (url, init) => fetch(url, init),
  }).catch(() => undefined);
}

self.addEventListener('install', (event) => {
  // Browsers without static routing, or refusing its rules, leave every request to the fetch handler.
  const routing = event as RoutingInstallEvent;
  if (routing.addRoutes) event.waitUntil(routing.addRoutes(STATIC_ROUTES).catch(() => undefined));
  event.waitUntil(pdfAssets.refreshIfKept());
  event.waitUntil(unpackShellPack().then(() => precache.install(event)));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(precache.activate(event));
  event.waitUntil(pdfAssets.removeOthers());
  // A first visit's page, loaded before there was a worker, is controlled from now on: a part it
  // loads later (the kiosk's lead form, say) comes from the precache if the device is offline.
  event.waitUntil(self.clients.claim());
});

// Deep links open the shell offline; API calls and media never get the shell by mistake. Nor does
// the embed page: the precached shell's stored headers forbid framing, so it comes from the server.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/media\//, /^\/embed\//],
  }),
);

// Panels are named by their content hash, so a cached copy is always right: cache first.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true }),
      {
        // Offline, a panel's phone copy and its original stand in for each other: the page asks
        // for the one its screen picks, which may not be the one cached on an earlier visit.
        handlerDidError: async ({ request }) => {
          const { suffix } = PANEL_VARIANT;
          const other = request.url.endsWith(suffix)
            ? request.url.slice(0, -suffix.length)
            : `${request.url}${suffix}`;
          return caches.match(other, { cacheName: MEDIA_CACHE });
        },
      },
    ],
  }),
);

// The PDF assets: from its cache, else from the network (and kept), so a first upload online caches
// what it used even before the page asked for all the PDF assets.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && pdfAssets.matches(url),
  pdfAssets.handle,
);

// A shared flipbook: the network first (it counts the view), the last copy when offline.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    /^\/api\/flipbooks\/[0-9a-f-]{36}$/i.test(url.pathname) &&
    request.method === 'GET',
  new NetworkFirst({
    cacheName: 'flipfold-shared',
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({ maxEntries: 100 }),
      {
        // One copy per flipbook, whatever event a kiosk's QR code named in the query: a link
        // scanned at a booth opens offline from the copy an earlier visit kept, and the other way.
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url);
          url.search = '';
          return url.href;
        },
        // Marked, so the page can prefer its own library's copy, which has the owner's edits.
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(KEPT_COPY_HEADER, '1');
          return new Response(cachedResponse.body, { status: cachedResponse.status, headers });
        },
      },
    ],
  }),
);

// The page asks for this when the user chooses 'Reload to update'; a signed-in creator's page asks
// for the PDF assets in idle time and hears on the port it gives whether it is all cached; an event
// kit's screen asks whether the app shell is, to say whether its kiosk can start offline.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === SHELL_STATUS_MESSAGE) {
    const [port] = event.ports;
    event.waitUntil(
      shellStatus(shell.map((entry) => precache.getCacheKeyForURL(entry.url))).then((s) =>
        port?.postMessage(s),
      ),
    );
  }
  if (type === CACHE_PDF_ASSETS_MESSAGE) {
    const [port] = event.ports;
    const cached = pdfAssets.cacheAll().then(
      () => port?.postMessage({ ok: true }),
      (err: unknown) => port?.postMessage({ ok: false, error: String(err) }),
    );
    event.waitUntil(cached);
  }
});

/** Background Sync's event; not in TypeScript's WebWorker types. */
interface BackgroundSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The page's drain, run when the browser says the network is back, even with every tab closed
 * (the page registers it when the outbox grows, and at a sign-out). It sends as the account the
 * page mirrored into IndexedDB; what it did goes to open pages for their toasts. Changes still
 * waiting make the browser try again later.
 */
async function drainInBackground(): Promise<void> {
  // A sign-out made offline is sent before anything else (even the probe, which would carry the
  // old session's cookie); while it cannot be, nothing is sent, and the browser tries again later.
  if (!(await sendSignOuts(db, fetchTransport)))
    throw new Error('A sign-out is still waiting for the server');
  // The browser fires Background Sync when it has a network, on its own retry schedule; that
  // says nothing of the server. Backoffs end only when the server answers a probe, so a sync
  // fired again and again cannot turn into a tight loop of sends. A drain that started before
  // (a page's, now perhaps closing) may have met no network: wait, then look at the queue again.
  const networkBack = await serverReachable();
  const result = await drainAsStored(db, fetchTransport, {
    networkBack,
    wait: true,
    reachable: () => serverReachable(),
  });
  if (!result) return;
  if (result.events.length) {
    for (const client of await self.clients.matchAll({ type: 'window' }))
      client.postMessage({ type: SYNC_EVENTS_MESSAGE, events: result.events });
  }
  if (result.retryAt !== null) throw new Error('Changes are still waiting for the server');
}

/**
 * Signed-out readers' reports kept while they could not be sent (the page registers this as it
 * keeps one): sent when the browser says the network is back, even with the shared link closed.
 * Any still waiting make the browser try again later.
 */
async function sendReadingReports(): Promise<void> {
  if ((await sendUnsentReports(postReadingReport)) !== 0)
    throw new Error('Reading reports are still waiting for the server');
}

self.addEventListener('sync', (event) => {
  // Only Background Sync dispatches 'sync' on a service worker.
  const sync = event as BackgroundSyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(drainInBackground());
  if (sync.tag === UNSENT_REPORTS_SYNC_TAG) sync.waitUntil(sendReadingReports());
});
