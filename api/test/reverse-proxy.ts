import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReverseProxyOptions {
  /** The address it connects onwards from (127.0.0.x: each hop told apart by its address). */
  localAddress?: string;
  /** The headers it sends on, from the request it got. */
  requestHeaders?: (req: http.IncomingMessage) => http.OutgoingHttpHeaders;
  /** The headers it answers with, from the reply it got. */
  replyHeaders?: (headers: http.IncomingHttpHeaders) => http.OutgoingHttpHeaders;
}

/** A reverse proxy on a port of its own in front of `target`, passing bodies through. */
export async function startReverseProxy(target: string, options: ReverseProxyOptions = {}) {
  const { hostname, port } = new URL(target);
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: hostname,
        port,
        method: req.method,
        path: req.url,
        localAddress: options.localAddress,
        headers: options.requestHeaders?.(req) ?? req.headers,
      },
      (reply) => {
        res.writeHead(
          reply.statusCode ?? 502,
          options.replyHeaders?.(reply.headers) ?? reply.headers,
        );
        reply.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Stops listening and drops the connections a client keeps alive. */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
