/**
 * Checks what an admin types before asking the server (which checks again and normalises): an IPv4 or IPv6 address,
 * or a CIDR range of one. Returns the reason it is refused, or null when it looks right.
 */
const IPV4_OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);

export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

export function isIpv6(text: string): boolean {
  if (!text.includes(":") || /[^0-9a-fA-F:.]/.test(text)) return false;
  try {
    // The URL parser implements the full IPv6 grammar (compression, embedded IPv4).
    new URL(`http://[${text}]/`);
    return true;
  } catch {
    return false;
  }
}

export const ADDRESS_EXAMPLES = "203.0.113.7, 203.0.113.0/24 or 2001:db8::/32";

export function addressError(input: string): string | null {
  const text = input.trim();
  if (text === "") return "Enter an IP address or a CIDR range";
  if (text.length > 64) return "At most 64 characters";
  const parts = text.split("/");
  if (parts.length > 2) return `Not an address or range (examples: ${ADDRESS_EXAMPLES})`;
  const [address = "", prefix] = parts;
  const v4 = isIpv4(address);
  const v6 = !v4 && isIpv6(address);
  if (!v4 && !v6) return `Not an IPv4 or IPv6 address (examples: ${ADDRESS_EXAMPLES})`;
  if (prefix !== undefined) {
    const max = v4 ? 32 : 128;
    if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return `The range size after / must be 0 to ${max}`;
  }
  return null;
}

/** A range so wide it hardly restricts anything (IPv4 /0–/7, IPv6 /0–/15): worth a warning before adding. */
export function isVeryWide(input: string): boolean {
  const [address = "", prefix] = input.trim().split("/");
  if (prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  return isIpv4(address) ? Number(prefix) < 8 : Number(prefix) < 16;
}
