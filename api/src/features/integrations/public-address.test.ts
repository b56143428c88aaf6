import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '#api-test/webhook-receiver';
import { WEBHOOK_TEXTS } from '#core/webhooks';
import { postJson } from './post-json';
import { isPublicAddress, type Lookup } from './public-address';

describe('which addresses are public', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['0.0.0.0', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['100.64.0.1', false],
    ['100.127.255.255', false],
    ['169.254.169.254', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.0.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::7f00:1', false],
    ['not an address', false],
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['100.63.255.255', true],
    ['100.128.0.0', true],
    ['172.15.255.255', true],
    ['172.32.0.0', true],
    ['169.255.0.1', true],
    ['11.0.0.1', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('a delivery without the test-only switch', () => {
  let receiver: Receiver | null = null;
  afterEach(async () => {
    await receiver?.close();
    receiver = null;
  });
  const post = (url: string, lookup?: Lookup) =>
    postJson(url, '{}', { 'Content-Type': 'application/json' }, { allowPrivate: false, lookup });
  const refused = { status: null, error: WEBHOOK_TEXTS.privateAddress };

  it('never connects to a receiver on 127.0.0.1, [::1] or localhost', async () => {
    receiver = await startReceiver();
    expect(await post(receiver.url)).toEqual(refused);
    expect(await post(`http://localhost:${receiver.port}/`)).toEqual(refused);
    expect(await post(`http://[::ffff:127.0.0.1]:${receiver.port}/`)).toEqual(refused);
    expect(await post(`http://[::1]:${receiver.port}/`)).toEqual(refused);
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses private, link-local and metadata addresses before any connection', async () => {
    for (const url of [
      'http://10.0.0.1/',
      'https://192.168.1.20/',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/',
      'http://[fe80::1]/',
    ])
      expect(await post(url), url).toEqual(refused);
  });

  it('refuses a name that resolves to loopback, or to any private address among public ones', async () => {
    receiver = await startReceiver();
    const toLoopback: Lookup = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await post(`http://crm.example.test:${receiver.port}/`, toLoopback)).toEqual(refused);
    const mixed: Lookup = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await post('http://crm.example.test/', mixed)).toEqual(refused);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('a delivery to a receiver the test-only switch lets through', () => {
  const receivers: Receiver[] = [];
  afterEach(async () => {
    for (const r of receivers.splice(0)) await r.close();
  });
  const start = async (...answers: Parameters<typeof startReceiver>) => {
    const r = await startReceiver(...answers);
    receivers.push(r);
    return r;
  };
  const post = (url: string, options: { lookup?: Lookup; timeoutMs?: number } = {}) =>
    postJson(
      url,
      '{"a":1}',
      { 'Content-Type': 'application/json' },
      { allowPrivate: true, ...options },
    );

  it('does not follow a redirect: a 3xx is a failure and its target never hears of it', async () => {
    const target = await start();
    const redirecting = await start([
      (res: http.ServerResponse) => res.writeHead(307, { Location: target.url }).end(),
    ]);
    expect(await post(redirecting.url)).toEqual({ status: 307, error: WEBHOOK_TEXTS.redirect });
    expect(redirecting.received).toHaveLength(1);
    expect(target.received).toHaveLength(0);
  });

  it('connects to the address it checked, resolving the name once (no rebinding between)', async () => {
    const r = await start();
    let lookups = 0;
    const once: Lookup = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    expect(await post(`http://crm.example.test:${r.port}/hook`, { lookup: once })).toEqual({
      status: 204,
      error: null,
    });
    expect(lookups).toBe(1);
    expect(r.received[0]?.headers.host).toBe(`crm.example.test:${r.port}`);
  });

  it('gives up on a receiver that does not answer in time, and reads no more than 64 KB of one that talks on', async () => {
    const silent = await start([() => {}]);
    expect(await post(silent.url, { timeoutMs: 300 })).toEqual({
      status: null,
      error: WEBHOOK_TEXTS.timeout,
    });
    const endless = await start([
      (res: http.ServerResponse) => {
        res.writeHead(200);
        res.write(Buffer.alloc(128 * 1024));
      },
    ]);
    expect(await post(endless.url, { timeoutMs: 10_000 })).toEqual({ status: 200, error: null });
    const dawdling = await start([
      (res: http.ServerResponse) => {
        res.writeHead(202);
        res.write('{"ok":');
      },
    ]);
    expect(await post(dawdling.url, { timeoutMs: 300 })).toEqual({ status: 202, error: null });
  });
});
