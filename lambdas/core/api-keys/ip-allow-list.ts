import ipaddr from 'ipaddr.js';

/**
 * A single IPv4/IPv6 address or a CIDR range (`203.0.113.0/24`, `2001:db8::/32`). IPv4 must be written
 * as four decimal parts (ipaddr.js alone would also take forms such as `1.2.3`).
 */
export function isIpOrCidr(entry: string): boolean {
  const text = entry.trim();
  if (text.includes('/')) {
    return ipaddr.IPv4.isValidCIDRFourPartDecimal(text) || ipaddr.IPv6.isValidCIDR(text);
  }
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
}

/** Parses an address; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes plain IPv4, so both spellings match. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  try {
    return ipaddr.process(text.trim());
  } catch {
    return undefined;
  }
}

/** A CIDR range; an IPv4-mapped IPv6 range (`::ffff:10.0.0.0/104`) becomes the IPv4 range it names. */
function parseRange(text: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | undefined {
  try {
    const [range, bits] = ipaddr.parseCIDR(text);
    if (range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      return [(range as ipaddr.IPv6).toIPv4Address(), bits - 96];
    }
    return [range, bits];
  } catch {
    return undefined;
  }
}

function matchesEntry(address: ipaddr.IPv4 | ipaddr.IPv6, entry: string): boolean {
  const text = entry.trim();
  if (text.includes('/')) {
    const range = parseRange(text);
    return range !== undefined && range[0].kind() === address.kind() && address.match(range);
  }
  const single = parseAddress(text);
  return single?.kind() === address.kind() && single.toNormalizedString() === address.toNormalizedString();
}

/**
 * DESIGN §6.8 / spec 001 §5: an empty list allows every address; otherwise the caller's address must
 * equal one listed address or lie in one listed CIDR range. An unparsable caller address never matches.
 */
export function isIpAllowed(ip: string, allowedIps: readonly string[]): boolean {
  if (allowedIps.length === 0) return true;
  const address = parseAddress(ip);
  if (!address) return false;
  return allowedIps.some((entry) => matchesEntry(address, entry));
}
