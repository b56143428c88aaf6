/** A rule of the browser's static routing (`InstallEvent.addRoutes`), as far as this worker uses it. */
export interface StaticRoute {
  condition: { urlPattern: string; requestMethod?: string };
  source: 'fetch-event' | 'network';
}

/** The install event where the browser can route requests without waking the worker. */
export interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (routes: StaticRoute[]) => Promise<void>;
}

/**
 * API calls go straight to the network, never through this worker, except a shared flipbook's,
 * whose last copy the fetch handler keeps for offline reading (the browser takes the first rule
 * that matches). A call the page makes as it closes (a reader's report, with `keepalive`) was
 * lost in Chromium when it went through the worker: the page was gone before the worker let it
 * go on to the network (docs/architecture.md, "The service worker").
 */
export const STATIC_ROUTES: StaticRoute[] = [
  { condition: { urlPattern: '/api/flipbooks/:id', requestMethod: 'GET' }, source: 'fetch-event' },
  { condition: { urlPattern: '/api/*' }, source: 'network' },
];
