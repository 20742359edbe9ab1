import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the server may reach when a member or an admin names a URL (link previews, outgoing
 * webhooks, an external compliance hub), and the one check every such URL and connection goes through:
 * public unicast only. Never loopback, private, link-local, unique-local, CGNAT, multicast, reserved,
 * documentation or unspecified ranges; an IPv4-mapped IPv6 address is judged as the IPv4 address it
 * carries, the other IPv4-in-IPv6 forms are refused. Callers resolve the name, check every address, and
 * connect to the checked one.
 */

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/**
 * The eight 16-bit groups of an IPv6 address, or null. The URL parser writes every spelling the same way
 * (lower-case hex, an IPv4 tail as two groups: [::127.0.0.1] is [::7f00:1]), so embedded IPv4 addresses
 * are found however they were written.
 */
function ipv6Groups(address: string): number[] | null {
  let host: string;
  try {
    host = new URL(`http://[${address}]`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = host.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.length === 8 ? groups.map((g) => Number.parseInt(g, 16)) : null;
}

const ipv4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** Whether an address is one the server may fetch from: public unicast only. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !blocked.check(address, 'ipv4');
  const g = ipv6Groups(address);
  if (!g) return false;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, hi = 0, lo = 0] = g;
  if (a === 0 && b === 0 && c === 0 && d === 0) {
    // ::ffff:a.b.c.d (IPv4-mapped) is the IPv4 address it carries; ::a.b.c.d (IPv4-compatible, long
    // deprecated, and ::1 and ::), ::ffff:0:a.b.c.d (SIIT) and the rest of ::/64 are never a public peer.
    if (e === 0 && f === 0xffff) return isPublicAddress(ipv4Of(hi, lo));
    return false;
  }
  // NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 and Teredo are blocked whole (their
  // gateways reach IPv4 addresses this check could not judge).
  return !blocked.check(g.map((x) => x.toString(16)).join(':'), 'ipv6');
}

/** Names that are never public: localhost and the local-only suffixes. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/**
 * Whether a URL's host is, as written, a private address or a local name (checked when a URL is saved;
 * the address a name resolves to is checked again at every connection by `resolveOutgoing`).
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (LOCAL_NAME.test(host)) return true;
  return isIP(host) ? !isPublicAddress(host) : false;
}

/**
 * Whether outgoing requests to URLs that members or admins name (webhooks, the compliance hub) may use
 * http:// and reach private, loopback and link-local addresses: WEBHOOKS_ALLOW_PRIVATE, else on outside
 * production only (development and tests run their targets on this machine).
 */
export function allowPrivateTargets(config: { WEBHOOKS_ALLOW_PRIVATE?: 'on' | 'off'; NODE_ENV: string }): boolean {
  return config.WEBHOOKS_ALLOW_PRIVATE ? config.WEBHOOKS_ALLOW_PRIVATE === 'on' : config.NODE_ENV !== 'production';
}

export type OutgoingUrlProblem = 'invalid' | 'https' | 'credentials' | 'private';

/**
 * The one check of an outgoing URL as written, when it is saved or configured: absolute http(s), https
 * only unless private targets are allowed, no user name or password, no private host. Null: fine.
 */
export function outgoingUrlProblem(raw: string, allowPrivate: boolean): OutgoingUrlProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPrivate)) return url.protocol === 'http:' ? 'https' : 'invalid';
  if (url.username || url.password) return 'credentials';
  if (!allowPrivate && isPrivateHost(url.hostname)) return 'private';
  return null;
}

/** An outgoing connection refused by the address check (the message names the host, never a secret). */
export class OutgoingRefused extends Error {}

/**
 * Resolves a host for one outgoing connection and checks every address it has (unless private targets
 * are allowed); the caller connects to the address answered (`pinnedLookup`), never to a second
 * resolution, so a name that turns private between check and connect (DNS rebinding) cannot reach in.
 */
export async function resolveOutgoing(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true });
  if (!addresses.length) throw new OutgoingRefused(`${hostname} did not resolve`);
  if (!allowPrivate && (isPrivateHost(host) || addresses.some((a) => !isPublicAddress(a.address))))
    throw new OutgoingRefused(`${hostname} resolves to a private or local address; refused`);
  const first = addresses[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A `lookup` for http(s).request that always answers the checked address. */
export function pinnedLookup(target: { address: string; family: 4 | 6 }) {
  return (_host: string, opts: unknown, cb: unknown) => {
    if ((opts as { all?: boolean }).all) (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else (cb as (e: null, a: string, f: number) => void)(null, target.address, target.family);
  };
}
