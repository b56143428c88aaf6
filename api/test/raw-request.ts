import http from 'node:http';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request with the path exactly as given (fetch would resolve dot segments first), over a
 * fresh connection. The reply is read up to `maxBody` characters; an event stream (which never
 * ends) comes back at its headers.
 */
export function rawRequest(
  baseUrl: string,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    maxBody?: number;
  },
): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: hostname,
      port,
      method: options.method,
      path: options.path,
      // Explicit, or Node sends a DELETE's body with neither length nor chunking.
      headers: {
        ...options.headers,
        ...(options.body === undefined
          ? {}
          : { 'Content-Length': String(Buffer.byteLength(options.body)) }),
      },
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      const done = () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        req.destroy();
      };
      if (String(res.headers['content-type']).startsWith('text/event-stream')) return done();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (body.length >= (options.maxBody ?? 64 * 1024)) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.end(options.body);
  });
}

/** A GET with exactly the Accept-Encoding given (fetch would add its own and decode the body). */
export function getEncoded(
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}
