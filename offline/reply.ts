/** How the page and the sync engine read an API reply, so both see the same body and delay. */

/** The JSON of a reply's text; null when it is empty or not JSON (a proxy's HTML page, say). */
export function replyJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The reply's Retry-After in seconds, when it gives a positive number of them. */
export function retryAfterSeconds(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
