import { BlockList, isIP, SocketAddress } from "node:net";

export type IpFamily = "ipv4" | "ipv6";
export type Cidr = { address: string; prefixLength: number; family: IpFamily };

const MAPPED_IPV4_PREFIX = "::ffff:";

/**
 * An IPv4 client on a dual-stack socket shows up as ::ffff:a.b.c.d; it is shown, matched and stored as a.b.c.d
 * so the admin sees the address they know.
 */
export function normaliseIp(ip: string): string {
  const lower = ip.toLowerCase();
  if (lower.startsWith(MAPPED_IPV4_PREFIX) && isIP(lower.slice(MAPPED_IPV4_PREFIX.length)) === 4) {
    return lower.slice(MAPPED_IPV4_PREFIX.length);
  }
  return lower;
}

/** Parses "a.b.c.d", "a.b.c.d/n", an IPv6 address or "ipv6/n"; null when it is none of these. */
export function parseCidr(input: string): Cidr | null {
  const parts = input.trim().split("/");
  if (parts.length > 2) return null;
  const [rawAddress = "", rawPrefix] = parts;
  // Zone ids (fe80::1%eth0) name a local interface: meaningless for a remote client.
  if (rawAddress.includes("%")) return null;
  let address = normaliseIp(rawAddress);
  const version = isIP(address);
  if (version === 0) return null;
  const family: IpFamily = version === 4 ? "ipv4" : "ipv6";
  const maxPrefix = version === 4 ? 32 : 128;
  let prefixLength = maxPrefix;
  if (rawPrefix !== undefined) {
    if (!/^\d{1,3}$/.test(rawPrefix)) return null;
    prefixLength = Number(rawPrefix);
    // ::ffff:a.b.c.d/n was normalised to IPv4 above: its prefix counts the 96 mapping bits too.
    if (version === 4 && isIP(rawAddress) === 6) prefixLength -= 96;
    if (prefixLength < 0 || prefixLength > maxPrefix) return null;
  }
  address = new SocketAddress({ address, family }).address;
  return { address, prefixLength, family };
}

export const formatCidr = (cidr: Cidr) => `${cidr.address}/${cidr.prefixLength}`;

/** Whether `ip` falls in any of the ranges (node's BlockList does the matching, IPv4-mapped IPv6 included). */
export function ipAllowed(ranges: readonly Cidr[], ip: string | null): boolean {
  if (!ip) return false;
  const client = normaliseIp(ip);
  const version = isIP(client);
  if (version === 0) return false;
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefixLength, range.family);
  return list.check(client, version === 4 ? "ipv4" : "ipv6");
}
