import { lookup as dnsLookup } from 'node:dns/promises';
import type { Agent } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { BadRequestError } from '../http/errors.ts';

/**
 * The SSRF guard of webhooks (DESIGN §6.9). A webhook URL is checked twice: when it is saved (every
 * address its host resolves to, for a clear 400) and when a delivery connects (request-filtering-agent
 * checks the address the socket actually connects to, so a host that resolves differently later, DNS
 * rebinding, is still refused). Only public unicast addresses pass; private, loopback, link-local
 * (cloud metadata included), shared (CGNAT), unspecified and other reserved ranges do not, unless
 * private URLs are allowed (WEBHOOK_ALLOW_PRIVATE_URLS, the local target only).
 */

export const ONLY_HTTP_MESSAGE = 'Only http and https URLs can receive webhooks.';

const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

const rangeNames: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  uniqueLocal: 'a private network address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a shared (CGNAT) address',
  unspecified: 'an unspecified address',
  ipv4Mapped: 'an IPv4-mapped address',
};

/** Why webhooks may not call `address`, or null for a public unicast address (same rule as the agent). */
export function forbiddenAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not a valid IP address';
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range === 'unicast') return null;
  // toString() is the compact form (fd00:ec2:0::254 → fd00:ec2::254).
  if (METADATA_ADDRESSES.has(parsed.toString())) return 'a cloud metadata address';
  return rangeNames[range] ?? 'a reserved address';
}

export const forbiddenAddressMessage = (address: string, reason: string): string =>
  `This URL leads to ${address}, ${reason}; webhooks may only call public internet addresses.`;

export class WebhookUrlError extends BadRequestError {}

export interface UrlCheckOptions {
  allowPrivate: boolean;
  /** DNS resolution; tests pass their own. @default node:dns lookup of every address */
  resolve?: (hostname: string) => Promise<string[]>;
}

const resolveAll = async (hostname: string): Promise<string[]> =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The host of a URL as an address or name (IPv6 literals without their brackets). */
const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Refuses (WebhookUrlError, a 400) a URL that is not http(s), whose host cannot be found, or that
 * resolves to an address webhooks may not call.
 */
export async function checkWebhookUrl(text: string, options: UrlCheckOptions): Promise<void> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookUrlError('Must be a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebhookUrlError(ONLY_HTTP_MESSAGE);
  if (options.allowPrivate) return;
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.resolve ?? resolveAll)(host);
    } catch {
      throw new WebhookUrlError(`The host name ${host} could not be found. Please check the URL.`);
    }
  }
  for (const address of addresses) {
    const reason = forbiddenAddressReason(address);
    if (reason) throw new WebhookUrlError(forbiddenAddressMessage(address, reason));
  }
}

const agents = new Map<string, Agent>();

/** The HTTP(S) agent of a delivery: it refuses to connect to a forbidden address unless allowed. */
export function guardedAgent(url: URL, allowPrivate: boolean): Agent {
  const key = `${url.protocol}${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { allowPrivateIPAddress: allowPrivate, allowMetaIPAddress: allowPrivate };
    agent =
      url.protocol === 'https:'
        ? new RequestFilteringHttpsAgent(options)
        : new RequestFilteringHttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** request-filtering-agent's refusal ("DNS lookup 10.0.0.1(family:4, host:x) is not allowed…") for a person. */
export function describeRefusedConnection(error: Error): string | null {
  const match = /^DNS lookup (.+?)\(family:.*is not allowed/.exec(error.message);
  if (!match) return null;
  const address = match[1]!;
  return forbiddenAddressMessage(address, forbiddenAddressReason(address) ?? 'a refused address');
}
