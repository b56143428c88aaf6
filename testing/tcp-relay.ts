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

/** One connection through the relay: the page's socket, the target's, and what it carries now. */
interface Link {
  client: net.Socket;
  upstream: net.Socket;
  /** The counts of the connections since the cut before it opened. */
  counted: ConnectionCounts;
  ended: boolean;
  lastRequest: string;
  /** Set while this connection's reply to its current request is held back. */
  heldUntil: Promise<void> | null;
}

class Relay implements TcpRelay {
  url = '';
  port = 0;
  private readonly server = net.createServer((client) => this.relay(client));
  private readonly sockets = new Set<net.Socket>();
  private open = true;
  private trap: { method: string; path: RegExp; sprung: (status: string) => void } | null = null;
  private refused: RegExp | null = null;
  private lost: RegExp | null = null;
  private hold: { request: RegExp; arrived: () => void; released: Promise<void> } | null = null;
  private readonly seen: string[] = [];
  private readonly seenHeads: string[] = [];
  private counts = noConnections();

  constructor(
    private readonly targetPort: number,
    private readonly targetHost: string,
  ) {}

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    // Listening on TCP, so address() is an AddressInfo, never a pipe name.
    this.port = (this.server.address() as net.AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  cut(): void {
    this.open = false;
    this.counts = noConnections();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.open = true;
  }

  cutOnReplyTo(method: string, path: RegExp): Promise<string> {
    return new Promise<string>((resolve) => {
      this.trap = { method, path, sprung: resolve };
    });
  }

  refuse(request: RegExp | null): void {
    this.refused = request;
  }

  loseReplies(request: RegExp | null): void {
    this.lost = request;
  }

  holdReplyTo(request: RegExp): { arrived: Promise<void>; release: () => void } {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const arrivedPromise = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    this.hold = { request, arrived, released };
    return { arrived: arrivedPromise, release };
  }

  requests(): string[] {
    return [...this.seen];
  }

  heads(): string[] {
    return [...this.seenHeads];
  }

  connections(): ConnectionCounts {
    return { ...this.counts };
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: net.Socket): void {
    if (!this.open) {
      this.counts.refused++;
      client.destroy();
      return;
    }
    const counted = this.counts;
    counted.opened++;
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.sockets.add(client);
    this.sockets.add(upstream);
    const link: Link = {
      client,
      upstream,
      counted,
      ended: false,
      lastRequest: '',
      heldUntil: null,
    };
    client.on('data', (chunk: Buffer) => this.request(link, chunk));
    upstream.on('data', (chunk: Buffer) => this.reply(link, chunk));
    // The server may close a kept-alive connection (its idle timeout) while its reply is held:
    // the client hears of it after the reply, as it would have without the hold. A browser that
    // saw the connection close first would send the request again on a new one.
    const upstreamEnd = () =>
      link.heldUntil !== null
        ? void link.heldUntil.then(() => this.end(link, 'closedByTarget'))
        : this.end(link, 'closedByTarget');
    const clientEnd = () => this.end(link, 'closedByClient');
    client.on('close', clientEnd);
    upstream.on('close', upstreamEnd);
    client.on('error', clientEnd);
    upstream.on('error', upstreamEnd);
  }

  /** A chunk the page sent: noted when it starts a request, then passed on unless refused. */
  private request(link: Link, chunk: Buffer): void {
    const line = REQUEST_LINE.exec(chunk.subarray(0, 2048).toString('latin1'));
    if (line) {
      link.lastRequest = `${line[1]} ${line[2]}`;
      // A new request on a kept-alive connection: the last reply was delivered whole.
      link.heldUntil = null;
      this.seen.push(link.lastRequest);
      const text = chunk.subarray(0, 16_384).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      this.seenHeads.push(end === -1 ? text : text.slice(0, end));
    }
    if (line && this.refused?.test(link.lastRequest)) {
      link.client.destroy();
      link.upstream.destroy();
      return;
    }
    link.upstream.write(chunk);
  }

  /** A chunk of the target's reply: held, lost, the trap's cue to cut, or passed on. */
  private reply(link: Link, chunk: Buffer): void {
    const { client, upstream, lastRequest } = link;
    if (!link.heldUntil && this.hold?.request.test(lastRequest)) {
      link.heldUntil = this.hold.released;
      this.hold.arrived();
      this.hold = null;
    }
    if (link.heldUntil !== null) {
      void link.heldUntil.then(() => {
        if (!client.destroyed) client.write(chunk);
      });
      return;
    }
    if (this.lost?.test(lastRequest)) {
      client.destroy();
      upstream.destroy();
      return;
    }
    const armed = this.trap;
    if (armed) {
      const [method, path = ''] = lastRequest.split(' ');
      if (method === armed.method && armed.path.test(path)) {
        this.trap = null;
        this.cut();
        armed.sprung(chunk.subarray(0, 200).toString('latin1').split('\r\n')[0] ?? '');
        return;
      }
    }
    client.write(chunk);
  }

  private end(link: Link, by: 'closedByTarget' | 'closedByClient'): void {
    if (!link.ended) link.counted[by]++;
    link.ended = true;
    link.client.destroy();
    link.upstream.destroy();
    this.sockets.delete(link.client);
    this.sockets.delete(link.upstream);
  }
}

/**
 * A TCP relay in front of the app's port; the browser talks to the relay, the relay to the app (or
 * any other server, such as a database, on `targetHost`).
 */
export async function startTcpRelay(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<TcpRelay> {
  const relay = new Relay(targetPort, targetHost);
  await relay.listen();
  return relay;
}
