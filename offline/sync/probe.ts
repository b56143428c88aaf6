/** How often a page whose last send got no reply asks whether the server is back. */
export const PROBE_INTERVAL_MS = 5_000;

/**
 * Whether the server answers at all, asked with the cheapest call there is. The browser's
 * `online` flag only knows about the local link: a server behind a dead relay or a captive portal
 * looks online, and a returning one may come back without any `online` event.
 */
export async function serverReachable(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher('/api/health', {
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
