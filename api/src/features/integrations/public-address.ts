import dns from 'node:dns';
import net from 'node:net';
import { WEBHOOK_TEXTS } from '#core/webhooks';

/**
 * Where a webhook may be delivered: a public address only (docs/security.md, "Webhooks"). A name
 * is resolved, every address it has is checked, and the connection goes to the address checked,
 * so a name that resolves elsewhere a moment later (a DNS rebind) cannot move it.
 */

/** Ranges no delivery goes to: this host, private networks, link-local, multicast, reserved. */
const NOT_PUBLIC = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64, which can reach any IPv4 address
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6');

/** True for an IP address a delivery may go to (IPv4-mapped IPv6 is judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A delivery refused before a connection was tried: the address is not public. */
export class PrivateAddressError extends Error {
  constructor() {
    super(WEBHOOK_TEXTS.privateAddress);
  }
}

/** The host of a URL as the resolver takes it (an IPv6 literal without its brackets). */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const isLocalName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/**
 * Refuses at once an address that cannot be public whatever the DNS says: a literal private IP,
 * or a localhost name. A name is judged by what it resolves to, at each delivery.
 */
export function refuseLiteralPrivate(url: URL): void {
  const host = bareHost(url);
  if (isLocalName(host) || (net.isIP(host) !== 0 && !isPublicAddress(host)))
    throw new PrivateAddressError();
}

export type Lookup = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemLookup: Lookup = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/**
 * The address to connect to for `host`: itself when it is an IP, else the first of what it
 * resolves to; refused when any is not public (unless `allowPrivate`, for tests only).
 */
export async function publicAddressOf(
  host: string,
  options: { allowPrivate: boolean; lookup?: Lookup },
): Promise<{ address: string; family: 4 | 6 }> {
  const literal = net.isIP(host);
  const found =
    literal !== 0
      ? [{ address: host, family: literal }]
      : await (options.lookup ?? systemLookup)(host);
  const refused =
    found.length === 0 ||
    (!options.allowPrivate &&
      (isLocalName(host) || found.some((a) => !isPublicAddress(a.address))));
  const first = found[0];
  if (refused || !first) throw new PrivateAddressError();
  return { address: first.address, family: net.isIPv6(first.address) ? 6 : 4 };
}
