import { describe, expect, it } from 'vitest';
import {
  gmailVerdicts,
  parseAuthenticationResults,
} from '../../../lambdas/core/gmail/authentication-results.ts';

// As Gmail writes it (folded), with comments that hold semicolons and equals signs.
const gmailPass = `mx.google.com;
       dkim=pass header.i=@example.com header.s=s1 header.b=Ab12Cd34;
       spf=pass (google.com: domain of seller@example.com designates 203.0.113.5 as permitted sender; x=1) smtp.mailfrom=seller@example.com;
       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=example.com`;

const header = (value: string) => ({ key: 'authentication-results', value });

describe('Authentication-Results headers (RFC 8601)', () => {
  it('reads the authserv-id and each method result, skipping comments, reasons and properties', () => {
    expect(parseAuthenticationResults(gmailPass)).toEqual({
      authservId: 'mx.google.com',
      results: [
        { method: 'dkim', result: 'pass' },
        { method: 'spf', result: 'pass' },
        { method: 'dmarc', result: 'pass' },
      ],
    });
  });

  it('keeps a quoted semicolon inside its statement and reads method versions and upper case', () => {
    expect(
      parseAuthenticationResults('MX.Example.ORG 1; auth=pass smtp.auth="a;b"; SPF/1 = Fail reason="x;y"'),
    ).toEqual({
      authservId: 'mx.example.org',
      results: [
        { method: 'auth', result: 'pass' },
        { method: 'spf', result: 'fail' },
      ],
    });
  });

  it('reads "none" as a header with no results', () => {
    expect(parseAuthenticationResults('mx.google.com; none')).toEqual({
      authservId: 'mx.google.com',
      results: [],
    });
  });
});

describe("Gmail's verdicts for the sender check", () => {
  it('maps pass to PASS, with no spam or virus verdict', () => {
    expect(gmailVerdicts([header(gmailPass)])).toEqual({
      spf: 'PASS',
      dkim: 'PASS',
      dmarc: 'PASS',
      spam: 'DISABLED',
      virus: 'DISABLED',
    });
  });

  it('maps failures, soft results and errors, and takes any valid DKIM signature as a pass', () => {
    expect(
      gmailVerdicts([
        header(
          'mx.google.com; dkim=fail header.i=@a.example; dkim=pass header.i=@b.example; spf=softfail; dmarc=temperror',
        ),
      ]),
    ).toMatchObject({ spf: 'GRAY', dkim: 'PASS', dmarc: 'PROCESSING_FAILED' });
    expect(
      gmailVerdicts([header('mx.google.com; spf=fail smtp.mailfrom=x@y.example; dmarc=fail')]),
    ).toMatchObject({
      spf: 'FAIL',
      dkim: 'GRAY',
      dmarc: 'FAIL',
    });
  });

  it("reads Gmail's own header, the topmost with its authserv-id, and not one the sender wrote below it", () => {
    const headers = [
      { key: 'delivered-to', value: 'relay@gmail.com' },
      header('mx.google.com; spf=fail smtp.mailfrom=attacker.example; dmarc=fail'),
      header('mx.google.com; spf=pass; dkim=pass; dmarc=pass'),
    ];
    expect(gmailVerdicts(headers)).toMatchObject({ spf: 'FAIL', dmarc: 'FAIL' });
  });

  it("ignores other servers' headers, and answers undefined when Gmail's is missing", () => {
    expect(gmailVerdicts([header('mail.example.net; spf=fail; dmarc=fail')])).toBeUndefined();
    expect(gmailVerdicts([{ key: 'from', value: 'a@example.com' }])).toBeUndefined();
  });
});
