import type { User } from '../db/entities/user.ts';

export interface SenderFacts {
  /** Header From of the e-mail as received (the forwarder). */
  headerFrom: string | undefined;
  /** SMTP MAIL FROM of the delivery. */
  envelopeSender: string | undefined;
  /**
   * SES receipt verdicts, or Gmail's (its Authentication-Results header) for a synced message; absent
   * or 'DISABLED' where no checks ran (the local SMTP server).
   */
  verdicts: Record<string, string> | undefined;
}

/** Mail providers tag the envelope of auto-forwarded mail (`me+caf_=…@gmail.com`): compare without the tag. */
function mailboxKey(address: string | undefined): string {
  const normalised = (address ?? '').trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return normalised;
  return `${normalised.slice(0, at).split('+')[0]}${normalised.slice(at)}`;
}

const ran = (verdict: string | undefined): verdict is string =>
  verdict !== undefined && verdict !== 'DISABLED';

function verdictProblem(verdicts: Record<string, string> | undefined): string | undefined {
  if (!verdicts) return undefined;
  const { spf, dkim, dmarc, spam, virus } = verdicts;
  if (ran(virus) && virus === 'FAIL') return 'The e-mail carries a virus (virus verdict FAIL).';
  if (ran(spam) && spam === 'FAIL') return 'The e-mail was classed as spam (spam verdict FAIL).';
  if (ran(dmarc) && dmarc === 'FAIL') return 'The sender failed DMARC (DMARC verdict FAIL).';
  // Forwarded mail is authenticated if either SPF or DKIM passes; only checks that ran count.
  if ((ran(spf) || ran(dkim)) && spf !== 'PASS' && dkim !== 'PASS') {
    return `The sender is not authenticated (SPF ${spf ?? 'none'}, DKIM ${dkim ?? 'none'}).`;
  }
  return undefined;
}

/**
 * Why the e-mail must be quarantined instead of extracted (DESIGN §5), or undefined when the
 * forwarder is the customer: header From and envelope sender both the customer's registered, verified
 * e-mail, and the authentication checks that ran passed.
 */
export function senderProblem(customer: User, facts: SenderFacts): string | undefined {
  if (!customer.isActive) return 'The customer account is suspended.';
  if (!customer.emailConfirmed) return "The customer's e-mail address is not verified yet.";
  const registered = mailboxKey(customer.email);
  if (mailboxKey(facts.headerFrom) !== registered) {
    return `The e-mail is from ${facts.headerFrom || 'an unknown sender'}, not the customer's registered address.`;
  }
  if (mailboxKey(facts.envelopeSender) !== registered) {
    return `The envelope sender ${facts.envelopeSender || '(empty)'} is not the customer's registered address.`;
  }
  return verdictProblem(facts.verdicts);
}
