import { describe, expect, it } from 'vitest';
import { deliveryFacts } from '../../../lambdas/core/gmail/delivery-facts.ts';

const mime = (headers: string, body = 'Hello') =>
  Buffer.from(`${headers.trim().replace(/\n/g, '\r\n')}\r\n\r\n${body}`);

describe('recipients and envelope sender of a message taken from Gmail', () => {
  it('reads X-Original-To, Delivered-To, To and Cc in that order, once each, in lower case', async () => {
    const raw = mime(`
Delivered-To: Relay@Gmail.com
X-Original-To: jane.k7q4@inbound.example
Return-Path: <Seller@Example.com>
From: Seller <seller@example.com>
To: "Jane" <jane.k7q4@inbound.example>, other@example.com
Cc: Team: a@example.com, b@example.com;
Subject: Fwd: tickets`);

    expect(await deliveryFacts(raw)).toEqual({
      recipients: [
        'jane.k7q4@inbound.example',
        'relay@gmail.com',
        'other@example.com',
        'a@example.com',
        'b@example.com',
      ],
      envelopeSender: 'seller@example.com',
    });
  });

  it('ignores the body, even when it looks like headers', async () => {
    const raw = mime(
      'From: a@example.com\nTo: b@example.com',
      'Delivered-To: evil@example.com\r\nReturn-Path: <x@y.z>',
    );

    expect(await deliveryFacts(raw)).toEqual({ recipients: ['b@example.com'] });
  });

  it('answers no envelope sender for an empty Return-Path (a bounce)', async () => {
    expect(await deliveryFacts(mime('Return-Path: <>\nTo: b@example.com'))).toEqual({
      recipients: ['b@example.com'],
    });
  });

  it("adds the verdicts of Gmail's Authentication-Results header", async () => {
    const raw = mime(`
Delivered-To: relay@gmail.com
Return-Path: <seller@example.com>
Authentication-Results: mx.google.com;
       spf=fail (google.com: domain of seller@example.com does not designate 198.51.100.7 as permitted sender) smtp.mailfrom=seller@example.com;
       dmarc=fail (p=REJECT sp=REJECT dis=QUARANTINE) header.from=example.com
From: seller@example.com
To: jane.k7q4@inbound.example`);

    expect(await deliveryFacts(raw)).toEqual({
      recipients: ['relay@gmail.com', 'jane.k7q4@inbound.example'],
      envelopeSender: 'seller@example.com',
      verdicts: { spf: 'FAIL', dkim: 'GRAY', dmarc: 'FAIL', spam: 'DISABLED', virus: 'DISABLED' },
    });
  });
});
