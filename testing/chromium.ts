import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { answerWithin } from './page-answer';
import { BROWSER_USER_AGENT } from './user-agent';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere when needed. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Playwright disables these itself (playwright-core 1.65), and a second --disable-features
 * replaces its list: ours repeats it, so only the additions below change anything.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Headless Chromium builds the address bar's suggestion popup for every window, that is every
 * context, in a renderer of its own that no test sees: it used as much CPU as the pages' own
 * renderers (10 of 54 CPU-seconds of e2e/shared-link.test.ts).
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
  '--disable-dev-shm-usage',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
  // Headless Chromium's own agent says HeadlessChrome, a crawler's mark: no view would count.
  `--user-agent=${BROWSER_USER_AGENT}`,
];

/**
 * Makes sure Chromium is there. As root on Debian it installs Debian's package (and fonts);
 * elsewhere it stops with the exact command to run. It never lets browser tests skip silently.
 */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const canInstall =
    process.getuid?.() === 0 && fs.existsSync('/etc/debian_version') && !process.env.CHROMIUM_PATH;
  const command =
    'apt-get update && apt-get install -y chromium fonts-dejavu-core fonts-liberation';
  if (!canInstall) {
    throw new Error(`Chromium was not found at ${CHROMIUM_PATH}. Install it with: sudo ${command}`);
  }
  console.log(`Chromium is missing: running ${command}`);
  execFileSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium is still missing at ${CHROMIUM_PATH}`);
}

/**
 * One Chromium per test worker, started on first use: a journey's devices are contexts of it (each
 * its own cookies, storage, caches and service workers), which start in a fraction of a browser's
 * time. Playwright ends the browser with the worker; a browser that crashed is started again.
 */
let shared: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    ensureChromium();
    const launching = chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    shared = launching;
    launching.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (shared === launching) shared = undefined;
        }),
      () => {
        if (shared === launching) shared = undefined;
      },
    );
  }
  return shared;
}

/**
 * Ends the shared Chromium: a test worker's end does it for the tests, a script that used it (the
 * bench) calls this, or its process would wait on the browser for ever.
 */
export async function closeSharedBrowser(): Promise<void> {
  const browser = await shared?.catch(() => undefined);
  shared = undefined;
  await browser?.close();
}

/**
 * For journeys about what a screen does, not about the app offline: a context without the service
 * worker. Installing it and caching the PDF reader costs a signed-in context about 3 CPU-seconds
 * more (1.7 against 4.8), and nothing these journeys check depends on it; the offline, install,
 * update, kiosk and shared-link journeys keep it (docs/testing.md, "Where the run's CPU goes").
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

/**
 * Playwright follows a service worker's own requests (its precache, the PDF assets, its background
 * sends) only so that a context's `setOffline` and `route` reach them too. Following them costs a
 * context that installs the worker about 0.7 of its 3.4 CPU-seconds (the protocol's events for
 * some 200 requests), so it is off unless a journey asks (`followServiceWorkerRequests`); until
 * then those two calls refuse, so no journey takes a device half offline without knowing it.
 */
export const UNFOLLOWED_SERVICE_WORKERS = 'PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK';
process.env[UNFOLLOWED_SERVICE_WORKERS] ??= '1';

const needsFollowing = (call: string) => async (): Promise<never> => {
  throw new Error(
    `context.${call}() would not reach the service worker's own requests: call followServiceWorkerRequests() (testing/service-worker-requests.ts) at the top of the journey`,
  );
};

const openContexts = new Set<BrowserContext>();

/**
 * What every page of the open contexts shows: its address, title and the start of its text, for a
 * failed journey's log (testing/failure-pages.ts). A page that does not answer within a second
 * (busy, or stuck in a dialog) is said to be so.
 */
export async function describeOpenPages(): Promise<string> {
  const pages = [...openContexts].flatMap((context, device) =>
    context.pages().map((page, tab) => ({ page, where: `device ${device + 1}, tab ${tab + 1}` })),
  );
  const described = await Promise.all(
    pages.map(async ({ page, where }) => {
      const what = await answerWithin(
        page,
        () => {
          // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden text
          const text = (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 400);
          return `title "${document.title}": ${text || '(no text)'}`;
        },
        1000,
        '(did not answer within 1 s)',
      );
      return `${where} at ${page.url()}\n  ${what}`;
    }),
  );
  return described.join('\n') || '(no page open)';
}

/** A fresh browser context (a device of its own: nothing shared with any other), closed by dispose. */
export async function launchChromium(
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /** 'block' where a test holds scripts back by route: a service worker would serve them. */
    serviceWorkers?: 'allow' | 'block';
    /**
     * A phone (mobile viewport rules and touch input), or a screen's pixel density: 2 with a
     * viewport of half the screen's size is a page zoomed to 200 %.
     */
    device?: { isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number };
    /** The browser's language (navigator.languages and Accept-Language); English by default. */
    locale?: string;
  } = {},
): Promise<BrowserContext & { dispose(): Promise<void> }> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1366, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    userAgent: BROWSER_USER_AGENT,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    locale: options.locale ?? 'en-US',
    ...options.device,
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  const unfollowed = process.env[UNFOLLOWED_SERVICE_WORKERS] !== undefined;
  return Object.assign(context, {
    async dispose() {
      await context.close();
    },
    ...(unfollowed
      ? { setOffline: needsFollowing('setOffline'), route: needsFollowing('route') }
      : {}),
  });
}
