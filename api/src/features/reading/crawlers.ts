import type { IncomingHttpHeaders } from 'node:http';

/** Search engines' crawlers and the fetchers of link previews in chats and social networks. */
const CRAWLERS =
  /Googlebot|bingbot|facebookexternalhit|Twitterbot|Slackbot|WhatsApp|LinkedInBot|Discordbot|TelegramBot/i;

/**
 * A request that is no reader: a crawler or link-preview fetcher by its user agent, or a browser
 * fetching ahead of a visit that may never happen (`Sec-Purpose: prefetch`, or the older
 * `Purpose: prefetch`). It counts as neither a view nor a reader.
 */
export function isCrawlerOrPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  if (typeof purpose === 'string' && purpose.toLowerCase().includes('prefetch')) return true;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && CRAWLERS.test(agent);
}
