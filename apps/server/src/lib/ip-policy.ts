import ipaddr from 'ipaddr.js';

/** Which outbound targets the analyzer may connect to. */
export interface TargetPolicy {
  /** Tests and local demos only (ANALYZER_ALLOW_LOOPBACK); off by default. */
  allowLoopback: boolean;
  allowedPorts: PortSet;
}

/** A membership test, with the configured list in words for refusal messages ("80 and 443", "80, 443 and 8000-8999"). */
export type PortSet = ((port: number) => boolean) & { description: string };

/** "80,443,8000-8999" → a membership test. */
export function parsePorts(spec: string): PortSet {
  const ranges = spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [from, to = from] = part.split('-').map((value) => Number(value.trim()));
      return [from, to] as const;
    });
  const names = ranges.map(([from, to]) => (from === to ? String(from) : `${from}-${to}`));
  const description = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'none');
  return Object.assign((port: number) => ranges.some(([from, to]) => port >= from && port <= to), { description });
}

const rangeReasons: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  unspecified: 'an unspecified address',
  reserved: 'a reserved address',
  uniqueLocal: 'a private network address',
  rfc6052: 'a NAT64 address',
  rfc6145: 'an IPv4-translated address',
  '6to4': 'a 6to4 relay address',
  teredo: 'a Teredo tunnel address',
  benchmarking: 'a benchmarking address',
  amt: 'a multicast tunnel address',
  as112: 'a reserved DNS sink address',
  deprecated: 'a deprecated address',
  orchid2: 'a non-routable ORCHID address',
  droneRemoteIdProtocolEntityTags: 'a non-routable address',
};

/** Cloud instance metadata endpoints: refused with their own message (they hold credentials). */
const METADATA = new Set(['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254']);

export type AddressVerdict = { allowed: true; address: string } | { allowed: false; address: string; reason: string };

/**
 * Classifies one IP address (v4 or v6, any spelling ipaddr.js accepts: dotted, decimal, octal, hex, and
 * IPv4-mapped IPv6). Only public unicast is allowed; loopback too when the policy says so. Anything that
 * does not parse is refused.
 */
export function classifyAddress(input: string, policy: Pick<TargetPolicy, 'allowLoopback'>): AddressVerdict {
  const raw = input.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(raw);
  } catch {
    return { allowed: false, address: input, reason: 'not a valid IP address' };
  }
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, however it is spelt, e.g. [::a00:1]) name an IPv4
  // address: judge that address, by the IPv4 rules.
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress() || isIpv4Compatible(v6)) parsed = ipv4Inside(v6);
  }
  const address = parsed.toString();
  if (METADATA.has(address)) return { allowed: false, address, reason: 'a cloud metadata address' };
  const range = parsed.range();
  if (range === 'unicast') return { allowed: true, address };
  if (range === 'loopback' && policy.allowLoopback) return { allowed: true, address };
  return { allowed: false, address, reason: rangeReasons[range] ?? `a non-public address (${range})` };
}

/** ::a.b.c.d: the first 96 bits zero, and not :: or ::1 (which are IPv6's own unspecified and loopback). */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  return parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7] > 1);
}

function ipv4Inside(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high, low] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** True when the host part of a URL is an IP literal (after WHATWG URL normalisation). */
export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ''));
}
