// Webhook targets are chosen by tenants, so the server must not be made to call its own
// network (SSRF). Every address a target's name resolves to is checked at every delivery,
// in the `lookup` the connection itself uses: the socket connects to the address that was
// checked, with no second resolution in between, so a DNS change between check and
// connect (rebinding) cannot slip through. Redirects are never followed.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Ranges no webhook may reach unless the operator allows them (WEBHOOK_ALLOW_NETWORKS). */
const REFUSED_RANGES: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this" network
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
  ['64:ff9b::', 96, 'ipv6'], // NAT64: would reach any IPv4 address, private ones too
];

const refused = new BlockList();
for (const [address, prefix, family] of REFUSED_RANGES) refused.addSubnet(address, prefix, family);

/** Parses WEBHOOK_ALLOW_NETWORKS entries (CIDRs or single addresses); throws on a bad one. */
export function parseNetworks(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) throw new Error(`"${entry}" is not an address or CIDR range`);
    const family = version === 4 ? 'ipv4' : 'ipv6';
    const bits = prefix === undefined ? (version === 4 ? 32 : 128) : Number(prefix);
    if (!/^\d{1,3}$/.test(prefix ?? '0') || bits > (version === 4 ? 32 : 128)) {
      throw new Error(`"${entry}" has no valid prefix length`);
    }
    list.addSubnet(address, bits, family);
  }
  return list;
}

/** An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) as the IPv4 address it is. */
export function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return { address: dotted[1], family: 'ipv4' };
  const hex = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
  }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export type AddressVerdict = 'public' | 'allowed' | 'refused';

/**
 * `allowed`: inside WEBHOOK_ALLOW_NETWORKS (plain http is accepted there); `public`: outside
 * every refused range (https only); `refused`: loopback, private, link-local, metadata… .
 */
export function judgeAddress(address: string, allow: BlockList): AddressVerdict {
  const { address: plain, family } = unmapped(address);
  if (allow.check(plain, family)) return 'allowed';
  if (refused.check(plain, family)) return 'refused';
  return 'public';
}

export class RefusedTarget extends Error {
  override name = 'RefusedTarget';
}

/** Why a target may not be called at this address, or undefined when it may. */
export function refusal(address: string, protocol: string, allow: BlockList): string | undefined {
  const verdict = judgeAddress(address, allow);
  if (verdict === 'refused') return `the address ${address} lies in a private, loopback or link-local range`;
  if (protocol !== 'https:' && verdict !== 'allowed') {
    return `plain http is sent only to networks the operator allows (WEBHOOK_ALLOW_NETWORKS); ${address} is not in them`;
  }
  return undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that resolves every address of the name and refuses the
 * connection when any of them is refused, then hands the checked addresses to the socket.
 */
export function guardedLookup(protocol: string, allow: BlockList, resolve = dnsLookup) {
  return (hostname: string, options: { all?: boolean } | number | undefined, callback: LookupCallback): void => {
    resolve(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses;
      if (list.length === 0) return callback(new RefusedTarget(`${hostname} resolves to no address`), '');
      for (const entry of list) {
        const why = refusal(entry.address, protocol, allow);
        if (why) return callback(new RefusedTarget(`${hostname}: ${why}`), '');
      }
      const wantsAll = typeof options === 'object' && options.all === true;
      if (wantsAll) return callback(null, list);
      const [first] = list;
      return callback(null, first?.address ?? '', first?.family);
    });
  };
}

/**
 * Checks a URL before it is saved or called: http(s) only, no credentials, and for an
 * address literal its range. Names are checked on each connection (guardedLookup).
 */
export function targetProblem(url: string, allow: BlockList): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'This is not a URL.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'Use an https:// URL.';
  if (parsed.username !== '' || parsed.password !== '') return 'Leave user name and password out of the URL.';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    const why = refusal(host, parsed.protocol, allow);
    if (why) return `Refused: ${why}.`;
  } else if (parsed.protocol !== 'https:' && allow.rules.length === 0) {
    // A name's addresses are known only at delivery, where http is checked against the allowed networks.
    return 'Use an https:// URL.';
  }
  return undefined;
}
