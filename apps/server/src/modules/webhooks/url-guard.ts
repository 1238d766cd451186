import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';

/**
 * Server-side request forgery guard (CONTRACTS §6): webhook targets must be http(s) and must not
 * resolve to loopback, private, link-local, metadata, CGNAT or other non-public addresses, unless
 * WEBHOOK_ALLOW_PRIVATE_URLS=true. Checked when a webhook is saved and again on every attempt,
 * where the connection goes to the very address that was checked (no DNS-rebinding window).
 */
const blocked = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net4, bits, 'ipv4');
}
for (const [net6, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local, includes the metadata address fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net6, bits, 'ipv6');
}

/** IPv4 written inside IPv6 (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d) is checked as IPv4. */
function embeddedIpv4(address: string): string | null {
  const m = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return m[1]!;
  const hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True for an address a webhook may not reach (anything but a public unicast address). */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return blocked.check(v4, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

type UrlProblem = { code: 'webhook_url_forbidden'; reason: string } | { code: 'webhook_url_unresolvable'; reason: string };

class ForbiddenTargetError extends Error {
  readonly code = 'ERR_WEBHOOK_TARGET_FORBIDDEN';
}

const hostOf = (u: URL) => u.hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves every address of `host` (A and AAAA) and refuses the lot if any one is forbidden. */
async function resolveAllowed(host: string, allowPrivate: boolean): Promise<dns.LookupAddress[]> {
  const addresses = net.isIP(host)
    ? [{ address: host, family: net.isIP(host) }]
    : await dns.promises.lookup(host, { all: true, verbatim: true });
  if (!allowPrivate) {
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad) throw new ForbiddenTargetError(`${host} resolves to ${bad.address}, a private, loopback, link-local or reserved address`);
  }
  if (!addresses.length) throw new Error(`${host} has no address`);
  return addresses;
}

/** The check made when a webhook is saved: scheme, then every address the host resolves to. */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<UrlProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { code: 'webhook_url_forbidden', reason: 'not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { code: 'webhook_url_forbidden', reason: 'only http and https URLs are allowed' };
  if (allowPrivate) return null;
  try {
    await resolveAllowed(hostOf(url), false);
    return null;
  } catch (err) {
    if (err instanceof ForbiddenTargetError) return { code: 'webhook_url_forbidden', reason: err.message };
    return { code: 'webhook_url_unresolvable', reason: `${hostOf(url)} cannot be resolved` };
  }
}

/**
 * A `lookup` for http(s).request: resolves, checks every address, and hands the checked addresses
 * to the socket, so the connection cannot go anywhere the check did not see.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, allowPrivate).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        const list = wanted.length ? wanted : addresses;
        if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (err: Error) =>
        callback(Object.assign(err, { code: (err as NodeJS.ErrnoException).code ?? 'ENOTFOUND' }) as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** Refuses a literal IP target before connecting (sockets skip `lookup` for literal addresses). */
export function checkLiteralTarget(url: URL, allowPrivate: boolean): void {
  const host = hostOf(url);
  if (!allowPrivate && net.isIP(host) && isForbiddenAddress(host)) {
    throw new ForbiddenTargetError(`${host} is a private, loopback, link-local or reserved address`);
  }
}

export { hostOf };
