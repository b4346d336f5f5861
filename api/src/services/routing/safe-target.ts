import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may go. In production only https:// to public addresses:
 * the check runs at delivery time on the addresses the name resolves to now,
 * and the request connects to exactly the address checked (no second lookup
 * a rebinding DNS server could answer differently). The cluster, loopback,
 * link-local (cloud metadata) and private ranges stay out of reach.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** True for an address outside every private, loopback, link-local and reserved range. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !PRIVATE.check(address, 'ipv6');
}

export class UnsafeTargetError extends Error {}

export interface ResolvedTarget {
  url: URL;
  /** The address to connect to (checked). */
  address: string;
  family: 4 | 6;
}

/** Resolves the URL's host and checks it; throws UnsafeTargetError with a readable reason. */
export async function resolveSafeTarget(
  rawUrl: string,
  allowPrivateNetworks: boolean,
): Promise<ResolvedTarget> {
  const url = new URL(rawUrl);
  if (url.protocol !== 'https:' && !(allowPrivateNetworks && url.protocol === 'http:'))
    throw new UnsafeTargetError('refused: only https:// endpoints are allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true });
  const usable = addresses.filter(
    ({ address }) => allowPrivateNetworks || isPublicAddress(address),
  );
  // Every address must be public: a name that also points inward is refused as a whole.
  if (usable.length === 0 || usable.length < addresses.length)
    throw new UnsafeTargetError(`refused: ${host} resolves to a private or reserved address`);
  const { address, family } = usable[0]!;
  return { url, address, family: family === 6 ? 6 : 4 };
}
