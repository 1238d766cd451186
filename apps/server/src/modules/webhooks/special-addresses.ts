import ipaddr from 'ipaddr.js';

/**
 * Every address range a webhook may not reach, in one table: the IANA IPv4 and IPv6 Special-Purpose
 * Address Registries (https://www.iana.org/assignments/iana-ipv4-special-registry,
 * https://www.iana.org/assignments/iana-ipv6-special-registry), plus multicast and the IPv6 space
 * outside global unicast. The whole of a registry entry is refused, also where IANA marks a part of
 * it globally reachable (anycast services are no webhook receivers).
 *
 * Forms that carry an IPv4 address (IPv4-mapped, NAT64 64:ff9b::/96, 6to4 2002::/16) are not in the
 * table: they are decoded and the IPv4 inside is checked against it (see `classifyAddress`).
 */
export interface SpecialRange {
  cidr: string;
  name: string;
  rfc: string;
}

export const SPECIAL_IPV4: readonly SpecialRange[] = [
  { cidr: '0.0.0.0/8', name: '"this" network', rfc: 'RFC 791' },
  { cidr: '10.0.0.0/8', name: 'private use', rfc: 'RFC 1918' },
  { cidr: '100.64.0.0/10', name: 'shared address space (carrier-grade NAT)', rfc: 'RFC 6598' },
  { cidr: '127.0.0.0/8', name: 'loopback', rfc: 'RFC 1122' },
  { cidr: '169.254.0.0/16', name: 'link-local (cloud metadata 169.254.169.254)', rfc: 'RFC 3927' },
  { cidr: '172.16.0.0/12', name: 'private use', rfc: 'RFC 1918' },
  { cidr: '192.0.0.0/24', name: 'IETF protocol assignments (DS-Lite, PCP and TURN anycast, NAT64 discovery)', rfc: 'RFC 6890' },
  { cidr: '192.0.2.0/24', name: 'documentation (TEST-NET-1)', rfc: 'RFC 5737' },
  { cidr: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535' },
  { cidr: '192.52.193.0/24', name: 'AMT', rfc: 'RFC 7450' },
  { cidr: '192.88.99.0/24', name: 'deprecated 6to4 relay anycast', rfc: 'RFC 7526' },
  { cidr: '192.168.0.0/16', name: 'private use', rfc: 'RFC 1918' },
  { cidr: '192.175.48.0/24', name: 'direct delegation AS112 service', rfc: 'RFC 7534' },
  { cidr: '198.18.0.0/15', name: 'benchmarking', rfc: 'RFC 2544' },
  { cidr: '198.51.100.0/24', name: 'documentation (TEST-NET-2)', rfc: 'RFC 5737' },
  { cidr: '203.0.113.0/24', name: 'documentation (TEST-NET-3)', rfc: 'RFC 5737' },
  { cidr: '224.0.0.0/4', name: 'multicast', rfc: 'RFC 5771' },
  { cidr: '240.0.0.0/4', name: 'reserved', rfc: 'RFC 1112' },
  { cidr: '255.255.255.255/32', name: 'limited broadcast', rfc: 'RFC 919' },
];

export const SPECIAL_IPV6: readonly SpecialRange[] = [
  // outside 2000::/3 nothing is global unicast; the registry entries there are listed for the record
  { cidr: '::/128', name: 'unspecified', rfc: 'RFC 4291' },
  { cidr: '::1/128', name: 'loopback', rfc: 'RFC 4291' },
  { cidr: '::/96', name: 'IPv4-compatible (deprecated)', rfc: 'RFC 4291 §2.5.5.1' },
  { cidr: '::ffff:0:0:0/96', name: 'IPv4-translated', rfc: 'RFC 6145' },
  { cidr: '64:ff9b:1::/48', name: 'local-use IPv4/IPv6 translation', rfc: 'RFC 8215' },
  { cidr: '100::/64', name: 'discard-only', rfc: 'RFC 6666' },
  { cidr: '100:0:0:1::/64', name: 'dummy IPv6 prefix', rfc: 'RFC 9780' },
  { cidr: '::/3', name: 'not global unicast (reserved and unassigned)', rfc: 'RFC 4291' },
  { cidr: '4000::/2', name: 'not global unicast (unassigned)', rfc: 'RFC 4291' },
  { cidr: '8000::/1', name: 'not global unicast (unassigned, ULA, link-local, multicast)', rfc: 'RFC 4291' },
  { cidr: 'fc00::/7', name: 'unique local', rfc: 'RFC 4193' },
  { cidr: 'fe80::/10', name: 'link-local', rfc: 'RFC 4291' },
  { cidr: 'fec0::/10', name: 'site-local (deprecated)', rfc: 'RFC 3879' },
  { cidr: 'ff00::/8', name: 'multicast', rfc: 'RFC 4291' },
  // inside 2000::/3
  { cidr: '2001::/23', name: 'IETF protocol assignments', rfc: 'RFC 2928' },
  { cidr: '2001::/32', name: 'Teredo', rfc: 'RFC 4380' },
  { cidr: '2001:1::1/128', name: 'port control protocol anycast', rfc: 'RFC 7723' },
  { cidr: '2001:1::2/128', name: 'TURN anycast', rfc: 'RFC 8155' },
  { cidr: '2001:1::3/128', name: 'DNS-SD service registration protocol anycast', rfc: 'RFC 9665' },
  { cidr: '2001:2::/48', name: 'benchmarking', rfc: 'RFC 5180' },
  { cidr: '2001:3::/32', name: 'AMT', rfc: 'RFC 7450' },
  { cidr: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535' },
  { cidr: '2001:10::/28', name: 'ORCHID (deprecated)', rfc: 'RFC 4843' },
  { cidr: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343' },
  { cidr: '2001:30::/28', name: 'drone remote ID protocol entity tags', rfc: 'RFC 9374' },
  { cidr: '2001:db8::/32', name: 'documentation', rfc: 'RFC 3849' },
  { cidr: '2620:4f:8000::/48', name: 'direct delegation AS112 service', rfc: 'RFC 7534' },
  { cidr: '3fff::/20', name: 'documentation', rfc: 'RFC 9637' },
  { cidr: '5f00::/16', name: 'segment routing (SRv6) SIDs', rfc: 'RFC 9602' },
];

/** Forms that embed an IPv4 address: decoded, and the IPv4 inside is what is checked. */
export const IPV4_CARRYING_IPV6 = {
  mapped: { cidr: '::ffff:0:0/96', name: 'IPv4-mapped', rfc: 'RFC 4291 §2.5.5.2' },
  nat64: { cidr: '64:ff9b::/96', name: 'NAT64 well-known prefix', rfc: 'RFC 6052' },
  sixToFour: { cidr: '2002::/16', name: '6to4', rfc: 'RFC 3056' },
} as const satisfies Record<string, SpecialRange>;

type Parsed4 = [ipaddr.IPv4, number];
type Parsed6 = [ipaddr.IPv6, number];
const v4Table = SPECIAL_IPV4.map((r) => ({ ...r, range: ipaddr.IPv4.parseCIDR(r.cidr) as Parsed4 }));
const v6Table = SPECIAL_IPV6.map((r) => ({ ...r, range: ipaddr.IPv6.parseCIDR(r.cidr) as Parsed6 }));
const carrying = {
  mapped: ipaddr.IPv6.parseCIDR(IPV4_CARRYING_IPV6.mapped.cidr) as Parsed6,
  nat64: ipaddr.IPv6.parseCIDR(IPV4_CARRYING_IPV6.nat64.cidr) as Parsed6,
  sixToFour: ipaddr.IPv6.parseCIDR(IPV4_CARRYING_IPV6.sixToFour.cidr) as Parsed6,
};

const describe = (r: SpecialRange) => `${r.name}, ${r.cidr}, ${r.rfc}`;

function classify4(a: ipaddr.IPv4): string | null {
  const hit = v4Table.find((r) => a.match(r.range));
  return hit ? describe(hit) : null;
}

const ipv4From = (hi: number, lo: number) => ipaddr.fromByteArray([hi >> 8, hi & 255, lo >> 8, lo & 255]) as ipaddr.IPv4;

/**
 * Why a webhook may not reach this address (the range and its RFC), or null for a globally routable
 * unicast address. Anything that does not parse as an IP address is refused too.
 */
export function classifyAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const a = ipaddr.parse(address);
  if (a.kind() === 'ipv4') return classify4(a as ipaddr.IPv4);
  const v6 = a as ipaddr.IPv6;
  const p = v6.parts;
  const embedded = (form: SpecialRange, v4: ipaddr.IPv4) => {
    const why = classify4(v4);
    return why ? `${form.name} form of ${v4.toString()}: ${why}` : null;
  };
  if (v6.match(carrying.mapped)) return embedded(IPV4_CARRYING_IPV6.mapped, v6.toIPv4Address());
  if (v6.match(carrying.nat64)) return embedded(IPV4_CARRYING_IPV6.nat64, ipv4From(p[6]!, p[7]!));
  if (v6.match(carrying.sixToFour)) return embedded(IPV4_CARRYING_IPV6.sixToFour, ipv4From(p[1]!, p[2]!));
  // most specific entry first, so that the reason names e.g. Teredo rather than the /23 around it
  const hits = v6Table.filter((r) => v6.match(r.range)).sort((x, y) => y.range[1] - x.range[1]);
  const hit = hits[0];
  if (!hit) return null;
  // name the IPv4 written inside an IPv4-compatible address (::127.0.0.1 is stored as ::7f00:1)
  if (hit.cidr === '::/96' && (p[6] || p[7]! > 1)) return `${describe(hit)}, for ${ipv4From(p[6]!, p[7]!).toString()}`;
  return describe(hit);
}
