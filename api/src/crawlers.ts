import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/**
 * User agents already judged, as the views and reports of one page repeat theirs; cleared when
 * full so that a flood of made-up agents cannot grow it.
 */
const judged = new Map<string, boolean>();
const MAX_JUDGED = 1000;

/** Whether a user agent is a crawler, a link previewer or a script (isbot, docs/dependencies.md). */
function isBotAgent(agent: string): boolean {
  let bot = judged.get(agent);
  if (bot === undefined) {
    if (judged.size >= MAX_JUDGED) judged.clear();
    bot = isbot(agent);
    judged.set(agent, bot);
  }
  return bot;
}

/** A header's value in lower case, the first of several. */
const headerOf = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).toLowerCase();
};

/**
 * A request that is no reader: a crawler, link-preview fetcher or script by its user agent (or
 * one without a user agent, which no browser sends), or a browser fetching ahead of a visit that
 * may never happen (`Sec-Purpose`/`Purpose: prefetch`, Firefox's `X-Moz: prefetch`, Safari's
 * `X-Purpose: preview`). It counts as neither a view nor a reader.
 */
export function isCrawlerOrPrefetch(headers: IncomingHttpHeaders): boolean {
  if (headerOf(headers, 'sec-purpose').includes('prefetch')) return true;
  if (headerOf(headers, 'purpose').includes('prefetch')) return true;
  if (headerOf(headers, 'x-moz').includes('prefetch')) return true;
  if (headerOf(headers, 'x-purpose').includes('preview')) return true;
  const agent = headers['user-agent']?.trim() ?? '';
  return agent === '' || isBotAgent(agent);
}
