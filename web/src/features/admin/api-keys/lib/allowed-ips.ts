import ipaddr from 'ipaddr.js';

// spec 001 §5: allowed IPs are typed comma-separated, trimmed, empties dropped; an empty list allows every IP.
// Entries are exact addresses or CIDR ranges, checked as the server checks them
// (lambdas/core/api-keys/ip-allow-list.ts) so that the admin sees which entry is wrong before sending.

export function parseAllowedIps(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const isIpOrCidr = (entry: string) =>
  entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);

/** The server's message for the first entry that is neither an IP address nor a CIDR range, if any. */
export function ipEntryError(text: string): string | undefined {
  const wrong = parseAllowedIps(text).find((entry) => !isIpOrCidr(entry));
  return wrong === undefined
    ? undefined
    : `"${wrong}" is not an IP address or a CIDR range (such as 203.0.113.7 or 203.0.113.0/24).`;
}
