import net from 'node:net';

const REQUEST_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+) HTTP\/1\.1\r\n/;

export interface TcpRelay {
  url: string;
  port: number;
  /** Drops every open connection and refuses new ones: the network is gone for page and worker. */
  cut(): void;
  restore(): void;
  /**
   * Lets the next request matching `method path` reach the server, then cuts everything the moment
   * the server starts answering it: the write happened, the reply never arrives. Resolves with the
   * reply's status line ('HTTP/1.1 201 Created'), for a failure to say what the server answered.
   */
  cutOnReplyTo(method: string, path: RegExp): Promise<string>;
  /** Drops the connection of every request whose `METHOD /path` matches; null lets all through. */
  refuse(request: RegExp | null): void;
  /**
   * Lets every request whose `METHOD /path` matches reach the server, then drops its connection as
   * the reply starts: each such write happens and its reply never arrives, while other requests
   * (the health check) are answered. null answers all again.
   */
  loseReplies(request: RegExp | null): void;
  /**
   * Holds the server's reply to the next request whose `METHOD /path` matches until the returned
   * release is called: the server has answered, the client is still waiting.
   */
  holdReplyTo(request: RegExp): { arrived: Promise<void>; release: () => void };
  /** Every request (`METHOD /path`) that came through, refused or not, from pages and workers. */
  requests(): string[];
  /**
   * The head (request line and headers, as sent) of every request, in the order of `requests()`:
   * to see which carried a cookie or a token.
   */
  heads(): string[];
  /**
   * How the connections tried since the last cut fared: refused while cut, or once let through, closed
   * by the target or by the client first (for a failure to say which side let go).
   */
  connections(): ConnectionCounts;
  close(): Promise<void>;
}

export interface ConnectionCounts {
  refused: number;
  opened: number;
  closedByTarget: number;
  closedByClient: number;
}

const noConnections = (): ConnectionCounts => ({
  refused: 0,
  opened: 0,
  closedByTarget: 0,
  closedByClient: 0,
});

/**
 * A TCP relay in front of the app's port; the browser talks to the relay, the relay to the app (or
 * any other server, such as a database, on `targetHost`).
 */
export async function startTcpRelay(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  let open = true;
  let trap: { method: string; path: RegExp; sprung: (status: string) => void } | null = null;
  let refused: RegExp | null = null;
  let lost: RegExp | null = null;
  let hold: { request: RegExp; arrived: () => void; released: Promise<void> } | null = null;
  const seen: string[] = [];
  const heads: string[] = [];
  let counts = noConnections();

  const cut = () => {
    open = false;
    counts = noConnections();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const server = net.createServer((client) => {
    if (!open) {
      counts.refused++;
      client.destroy();
      return;
    }
    const counted = counts;
    counted.opened++;
    let ended = false;
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client);
    sockets.add(upstream);
    let lastRequest = '';
    // Set while this connection's reply to its current request is held back.
    let heldUntil: Promise<void> | null = null;
    client.on('data', (chunk: Buffer) => {
      const line = REQUEST_LINE.exec(chunk.subarray(0, 2048).toString('latin1'));
      if (line) {
        lastRequest = `${line[1]} ${line[2]}`;
        // A new request on a kept-alive connection: the last reply was delivered whole.
        heldUntil = null;
        seen.push(lastRequest);
        const text = chunk.subarray(0, 16_384).toString('latin1');
        const end = text.indexOf('\r\n\r\n');
        heads.push(end === -1 ? text : text.slice(0, end));
      }
      if (line && refused?.test(lastRequest)) {
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!heldUntil && hold?.request.test(lastRequest)) {
        heldUntil = hold.released;
        hold.arrived();
        hold = null;
      }
      if (heldUntil !== null) {
        void heldUntil.then(() => {
          if (!client.destroyed) client.write(chunk);
        });
        return;
      }
      if (lost?.test(lastRequest)) {
        client.destroy();
        upstream.destroy();
        return;
      }
      const armed = trap;
      if (armed) {
        const [method, path = ''] = lastRequest.split(' ');
        if (method === armed.method && armed.path.test(path)) {
          trap = null;
          cut();
          armed.sprung(chunk.subarray(0, 200).toString('latin1').split('\r\n')[0] ?? '');
          return;
        }
      }
      client.write(chunk);
    });
    const end = (by: 'closedByTarget' | 'closedByClient') => {
      if (!ended) counted[by]++;
      ended = true;
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    // The server may close a kept-alive connection (its idle timeout) while its reply is held:
    // the client hears of it after the reply, as it would have without the hold. A browser that
    // saw the connection close first would send the request again on a new one.
    const upstreamEnd = () =>
      heldUntil !== null ? void heldUntil.then(() => end('closedByTarget')) : end('closedByTarget');
    const clientEnd = () => end('closedByClient');
    client.on('close', clientEnd);
    upstream.on('close', upstreamEnd);
    client.on('error', clientEnd);
    upstream.on('error', upstreamEnd);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Listening on TCP, so address() is an AddressInfo, never a pipe name.
  const port = (server.address() as net.AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    cut,
    restore: () => {
      open = true;
    },
    cutOnReplyTo: (method, path) =>
      new Promise<string>((resolve) => {
        trap = { method, path, sprung: resolve };
      }),
    refuse: (request) => {
      refused = request;
    },
    loseReplies: (request) => {
      lost = request;
    },
    holdReplyTo: (request) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let arrived = () => {};
      const arrivedPromise = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      hold = { request, arrived, released };
      return { arrived: arrivedPromise, release };
    },
    requests: () => [...seen],
    heads: () => [...heads],
    connections: () => ({ ...counts }),
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
