import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS, WEBHOOK_TEXTS } from '#core/webhooks';
import { bareHost, type Lookup, PrivateAddressError, publicAddressOf } from './public-address';

/** What a receiver answered: its status (2xx delivered), or why there was none. */
export type PostOutcome =
  | { status: number; error: string | null }
  | { status: null; error: string };

export interface PostOptions {
  /** Test-only (WEBHOOK_ALLOW_PRIVATE_ADDRESSES): lets a delivery reach this host's receiver. */
  allowPrivate: boolean;
  lookup?: Lookup;
  timeoutMs?: number;
}

/** A lookup that answers the address already checked, whatever the name: no second resolution. */
function pinned(address: string, family: 4 | 6): LookupFunction {
  return (_host, options, callback) => {
    // Node asks for every address when it may try several families (autoSelectFamily).
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs `body` to `target` on the public address it resolves to: redirects are not followed (a
 * 3xx is a failure), the answer has `timeoutMs` to come, and only its first 64 KB are read.
 */
export async function postJson(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostOutcome> {
  const url = new URL(target);
  let pin: { address: string; family: 4 | 6 };
  try {
    pin = await publicAddressOf(bareHost(url), options);
  } catch (err) {
    if (err instanceof PrivateAddressError) return { status: null, error: err.message };
    return { status: null, error: `the address could not be resolved (${bareHost(url)})` };
  }
  const outcome = await send(
    url,
    body,
    headers,
    pin,
    options.timeoutMs ?? WEBHOOK_LIMITS.timeoutMs,
  );
  if (outcome.status !== null && outcome.status >= 300 && outcome.status < 400)
    return { status: outcome.status, error: WEBHOOK_TEXTS.redirect };
  return outcome;
}

function send(
  url: URL,
  body: string,
  headers: Record<string, string>,
  pin: { address: string; family: 4 | 6 },
  timeoutMs: number,
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: pinned(pin.address, pin.family),
      agent: false,
    });
    // A receiver that sent its status but dawdles over the rest has answered all the same.
    let answered: number | null = null;
    const timer = setTimeout(() => {
      request.destroy();
      resolve(
        answered === null
          ? { status: null, error: WEBHOOK_TEXTS.timeout }
          : { status: answered, error: null },
      );
    }, timeoutMs);
    const done = (outcome: PostOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    request.on('error', (err) => done({ status: null, error: err.message }));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      answered = status;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // The rest of a long answer is not waited for: the status is all a delivery needs.
        if (read > WEBHOOK_LIMITS.responseMaxBytes) {
          response.destroy();
          done({ status, error: null });
        }
      });
      response.on('end', () => done({ status, error: null }));
      response.on('error', () => done({ status, error: null }));
    });
    request.end(body);
  });
}
