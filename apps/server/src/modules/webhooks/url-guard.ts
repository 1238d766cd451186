import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { classifyAddress } from './special-addresses';

/**
 * Server-side request forgery guard (CONTRACTS §6): webhook targets must be https (http only with
 * WEBHOOK_ALLOW_HTTP=true) and must resolve to globally routable unicast addresses only (the IANA
 * special-purpose ranges in special-addresses.ts are refused), unless WEBHOOK_ALLOW_PRIVATE_URLS=true.
 * Checked when a webhook is saved and again on every attempt, where the connection goes to the very
 * address that was checked (no DNS-rebinding window).
 */
export interface UrlPolicy {
  allowPrivate: boolean;
  allowHttp: boolean;
}

/** True for an address a webhook may not reach (anything but a globally routable unicast address). */
export function isForbiddenAddress(address: string): boolean {
  return classifyAddress(address) !== null;
}

/** what a partner learns of a refused target: which internal name resolves where stays in the log */
export const NOT_PUBLIC = 'the address is not a public one';

type UrlProblem = { code: 'webhook_url_forbidden' | 'webhook_url_unresolvable' | 'webhook_url_not_https'; reason: string; detail?: string };

class ForbiddenTargetError extends Error {
  readonly code = 'ERR_WEBHOOK_TARGET_FORBIDDEN';
}

export const isForbiddenTarget = (err: Error): boolean =>
  err instanceof ForbiddenTargetError || (err as { code?: string }).code === 'ERR_WEBHOOK_TARGET_FORBIDDEN';

const hostOf = (u: URL) => u.hostname.replace(/^\[(.*)\]$/, '$1');

/** A name resolver: the system's (getaddrinfo, as sockets use it) unless a test brings its own answers. */
export type Resolve = (host: string) => Promise<dns.LookupAddress[]>;
const systemResolve: Resolve = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/** Resolves every address of `host` (A and AAAA) and refuses the lot if any one is forbidden. */
async function resolveAllowed(host: string, allowPrivate: boolean, resolve: Resolve = systemResolve): Promise<dns.LookupAddress[]> {
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await resolve(host);
  if (!allowPrivate) {
    for (const a of addresses) {
      const why = classifyAddress(a.address);
      if (why)
        throw new ForbiddenTargetError(host === a.address ? `${host} is not public (${why})` : `${host} resolves to ${a.address} (${why})`);
    }
  }
  if (!addresses.length) throw new Error(`${host} has no address`);
  return addresses;
}

/** The check made when a webhook is saved: scheme, then every address the host resolves to. */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<UrlProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { code: 'webhook_url_forbidden', reason: 'not a URL' };
  }
  if (url.protocol === 'http:' && !policy.allowHttp) return { code: 'webhook_url_not_https', reason: 'only https URLs are allowed' };
  const scheme = schemeProblem(url, policy);
  if (scheme) return { code: 'webhook_url_forbidden', reason: scheme };
  if (policy.allowPrivate) return null;
  try {
    await resolveAllowed(hostOf(url), false);
    return null;
  } catch (err) {
    if (err instanceof ForbiddenTargetError) return { code: 'webhook_url_forbidden', reason: NOT_PUBLIC, detail: err.message };
    return { code: 'webhook_url_unresolvable', reason: `${hostOf(url)} cannot be resolved` };
  }
}

/** https only; http too with WEBHOOK_ALLOW_HTTP=true (local development and tests). */
export function schemeProblem(url: URL, policy: Pick<UrlPolicy, 'allowHttp'>): string | null {
  if (url.protocol === 'https:' || (url.protocol === 'http:' && policy.allowHttp)) return null;
  return policy.allowHttp ? 'only http and https URLs are allowed' : 'only https URLs are allowed';
}

/**
 * A `lookup` for http(s).request: resolves, checks every address, and hands the checked addresses
 * to the socket, so the connection cannot go anywhere the check did not see.
 */
export function guardedLookup(allowPrivate: boolean, resolve?: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, allowPrivate, resolve).then(
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
  const why = !allowPrivate && net.isIP(host) ? classifyAddress(host) : null;
  if (why) throw new ForbiddenTargetError(`${host} is not public (${why})`);
}

export { hostOf };
