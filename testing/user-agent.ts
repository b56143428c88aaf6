/**
 * The user agent of a desktop Chrome. The server counts no views or readers from crawlers and
 * scripts (api/src/crawlers.ts): headless Chromium says "HeadlessChrome" and Node's fetch says
 * "node", so the journeys and the API tests that count views present this one.
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
