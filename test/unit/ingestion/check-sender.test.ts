import { describe, expect, it } from 'vitest';
import type { User } from '../../../lambdas/core/db/entities/user.ts';
import { senderProblem } from '../../../lambdas/core/ingestion/check-sender.ts';

const seller = { email: 'Seller@Example.com', isActive: true, emailConfirmed: true } as User;
const verdicts = (changes: Record<string, string> = {}) => ({
  spf: 'PASS',
  dkim: 'PASS',
  dmarc: 'PASS',
  spam: 'PASS',
  virus: 'PASS',
  ...changes,
});
const facts = (changes: Partial<Parameters<typeof senderProblem>[1]> = {}) => ({
  headerFrom: 'seller@example.com',
  envelopeSender: 'seller+caf_=relay=gmail.com@example.com',
  verdicts: verdicts(),
  ...changes,
});

describe('the sender check', () => {
  it('passes the seller’s own forward (any case, a provider’s +tag) whose checks passed, or where none ran', () => {
    expect(senderProblem(seller, facts())).toBeUndefined();
    expect(senderProblem(seller, facts({ verdicts: undefined }))).toBeUndefined();
    const disabled = verdicts({
      spf: 'DISABLED',
      dkim: 'DISABLED',
      dmarc: 'DISABLED',
      spam: 'DISABLED',
      virus: 'DISABLED',
    });
    expect(senderProblem(seller, facts({ verdicts: disabled }))).toBeUndefined();
  });

  it('accepts a forward that SPF or DKIM authenticates alone', () => {
    expect(senderProblem(seller, facts({ verdicts: verdicts({ spf: 'FAIL' }) }))).toBeUndefined();
    expect(senderProblem(seller, facts({ verdicts: verdicts({ dkim: 'GRAY' }) }))).toBeUndefined();
  });

  it('refuses a forward that neither SPF nor DKIM authenticates, a DMARC failure, spam and viruses', () => {
    expect(senderProblem(seller, facts({ verdicts: verdicts({ spf: 'FAIL', dkim: 'GRAY' }) }))).toBe(
      'The sender is not authenticated (SPF FAIL, DKIM GRAY).',
    );
    expect(senderProblem(seller, facts({ verdicts: verdicts({ dmarc: 'FAIL' }) }))).toBe(
      'The sender failed DMARC (DMARC verdict FAIL).',
    );
    expect(senderProblem(seller, facts({ verdicts: verdicts({ spam: 'FAIL' }) }))).toBe(
      'The e-mail was classed as spam (spam verdict FAIL).',
    );
    expect(senderProblem(seller, facts({ verdicts: verdicts({ virus: 'FAIL' }) }))).toBe(
      'The e-mail carries a virus (virus verdict FAIL).',
    );
  });

  it('refuses another From or envelope sender, whatever the verdicts', () => {
    expect(senderProblem(seller, facts({ headerFrom: 'someone@example.net' }))).toBe(
      "The e-mail is from someone@example.net, not the customer's registered address.",
    );
    expect(senderProblem(seller, facts({ envelopeSender: 'bulk@spam.example' }))).toBe(
      "The envelope sender bulk@spam.example is not the customer's registered address.",
    );
  });
});
