import { authenticate, type DNSResolver } from 'mailauth';
import { verdictsOfResults, type Verdicts } from '../../lambdas/core/gmail/authentication-results.ts';

/** What the local SMTP server knows of a delivery, besides its bytes. */
export interface SmtpDelivery {
  /** The connecting client's IP address. */
  clientIp: string;
  /** The name the client gave in HELO/EHLO. */
  helo: string;
  /** SMTP MAIL FROM ('' for a bounce). */
  envelopeSender: string;
}

/** Checks a delivery as SES's receipt rule does: SPF, DKIM and DMARC verdicts with SES's statuses. */
export type InboundAuthenticator = (raw: Buffer, delivery: SmtpDelivery) => Promise<Verdicts>;

/**
 * SPF, DKIM and DMARC of a message received over local SMTP, checked with mailauth against DNS
 * (`resolver`: the system's by default). Off unless the `INBOUND_AUTH_CHECKS` setting turns it on:
 * a machine without DNS, or mail submitted from 127.0.0.1 for a domain that never named this machine,
 * would only ever fail. Spam and virus scanning have no local stand-in ('DISABLED').
 */
export function mailauthAuthenticator(resolver?: DNSResolver): InboundAuthenticator {
  return async (raw, { clientIp, helo, envelopeSender }) => {
    const { spf, dkim, dmarc } = await authenticate(raw, {
      ip: clientIp,
      helo,
      sender: envelopeSender,
      mta: 'relay.localhost',
      disableArc: true,
      disableBimi: true,
      ...(resolver ? { resolver } : {}),
    });
    const results = [
      ...(spf ? [{ method: 'spf', result: spf.status.result }] : []),
      ...dkim.results.map((signature) => ({ method: 'dkim', result: signature.status.result })),
      ...(dmarc ? [{ method: 'dmarc', result: dmarc.status.result }] : []),
    ];
    return verdictsOfResults(results);
  };
}
