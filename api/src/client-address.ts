import type http from 'node:http';

/**
 * The client's address as Koa reads it for the app (`proxy` on with TRUST_PROXY hops, and
 * `maxIpsCount` set to them): the entry of X-Forwarded-For that the nearest of the trusted proxies
 * wrote, else the socket's. For the node:http fast paths, which answer without Koa.
 */
export function clientAddress(req: http.IncomingMessage, trustProxyHops: number): string {
  const header = req.headers['x-forwarded-for'];
  if (trustProxyHops > 0 && typeof header === 'string' && header !== '') {
    const hops = header
      .split(',')
      .map((s) => s.trim())
      .slice(-trustProxyHops);
    if (hops[0]) return hops[0];
  }
  return req.socket.remoteAddress ?? '';
}
