import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SESEvent } from 'aws-lambda';
import { dkimSign } from 'mailauth/lib/dkim/sign.js';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../lambdas/core/db/entities/user.ts';
import { senderProblem } from '../../../lambdas/core/ingestion/check-sender.ts';
import {
  mailauthAuthenticator,
  type InboundAuthenticator,
} from '../../../lib/local/inbound-authentication.ts';
import { createInboundSmtpServer } from '../../../lib/local/inbound-smtp.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

// The seller's domain publishes a DKIM key, an SPF record naming 127.0.0.1 and a DMARC policy.
const records: Record<string, string[][]> = {
  'mail._domainkey.seller.example': [
    [`v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`],
  ],
  'seller.example': [['v=spf1 ip4:127.0.0.1 -all']],
  '_dmarc.seller.example': [['v=DMARC1; p=reject']],
};
const resolver = async (name: string, type: string) => {
  const found = type === 'TXT' ? records[name] : undefined;
  if (!found) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return found;
};

const forward = [
  'From: Sam Seller <sam@seller.example>',
  'To: sam.k7q4@relay.localhost',
  'Subject: Fwd: Your tickets',
  'Message-ID: <fwd-1@seller.example>',
  'Date: Tue, 24 Nov 2026 10:00:00 +0000',
  '',
  'Section 101, Row K, Seats 7-8',
  '',
].join('\r\n');

async function signed(message: string): Promise<string> {
  const key = {
    signingDomain: 'seller.example',
    selector: 'mail',
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }),
  };
  // mailauth signs with `signatureData`; its types also ask for the key's fields at the top.
  const { signatures } = await dkimSign(message, { ...key, signatureData: [key] });
  return signatures + message;
}

const seller = { email: 'sam@seller.example', isActive: true, emailConfirmed: true } as User;
const delivery = {
  clientIp: '127.0.0.1',
  helo: 'laptop.seller.example',
  envelopeSender: 'sam@seller.example',
};

describe('SPF, DKIM and DMARC of local inbound mail (the INBOUND_AUTH_CHECKS setting)', () => {
  const authenticate = mailauthAuthenticator(resolver);

  it('passes a signed forward from an address its domain allows, and the sender check lets it through', async () => {
    const verdicts = await authenticate(Buffer.from(await signed(forward)), delivery);

    expect(verdicts).toEqual({
      spf: 'PASS',
      dkim: 'PASS',
      dmarc: 'PASS',
      spam: 'DISABLED',
      virus: 'DISABLED',
    });
    expect(
      senderProblem(seller, {
        headerFrom: 'sam@seller.example',
        envelopeSender: 'sam@seller.example',
        verdicts: { ...verdicts },
      }),
    ).toBeUndefined();
  });

  it('fails a forward altered after signing and sent from an address the domain does not allow: quarantined', async () => {
    const altered = (await signed(forward)).replace('Seats 7-8', 'Seats 7-12');
    const verdicts = await authenticate(Buffer.from(altered), { ...delivery, clientIp: '203.0.113.9' });

    expect(verdicts).toMatchObject({ spf: 'FAIL', dkim: 'GRAY', dmarc: 'FAIL' });
    expect(
      senderProblem(seller, {
        headerFrom: 'sam@seller.example',
        envelopeSender: 'sam@seller.example',
        verdicts: { ...verdicts },
      }),
    ).toBe('The sender failed DMARC (DMARC verdict FAIL).');
  });

  it('finds no verdict either way for a domain that publishes no records', async () => {
    const message = forward.replaceAll('seller.example', 'quiet.example');
    const verdicts = await authenticate(Buffer.from(message), {
      ...delivery,
      envelopeSender: 'sam@quiet.example',
    });

    expect(verdicts).toMatchObject({ spf: 'GRAY', dkim: 'GRAY' });
  });
});

describe('the local SMTP server’s receipt verdicts', () => {
  const servers: ReturnType<typeof createInboundSmtpServer>[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => new Promise<void>((done) => server.close(() => done()))),
    );
  });

  // Only the raw-mail bucket's PutObject is called; a stand-in that accepts it.
  const s3 = { send: async () => ({}) } as unknown as S3Client;

  async function receive(authenticate?: InboundAuthenticator) {
    let started: (event: SESEvent) => void;
    const event = new Promise<SESEvent>((resolve) => (started = resolve));
    const errors: unknown[] = [];
    const server = createInboundSmtpServer({
      s3,
      bucket: 'raw-mail',
      startPipeline: async (receipt) => started(receipt),
      authenticate,
      onError: (error) => errors.push(error),
    });
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: (server.server.address() as AddressInfo).port,
      ignoreTLS: true,
    });
    await transport.sendMail({
      envelope: { from: 'sam@seller.example', to: ['sam.k7q4@relay.localhost'] },
      raw: await signed(forward),
    });
    transport.close();
    const { receipt } = (await event).Records[0]!.ses;
    return { receipt, errors };
  }

  it('carries no verdicts while the checks are off', async () => {
    const { receipt } = await receive();

    expect([receipt.spfVerdict, receipt.dkimVerdict, receipt.dmarcVerdict]).toEqual([
      { status: 'DISABLED' },
      { status: 'DISABLED' },
      { status: 'DISABLED' },
    ]);
  });

  it('carries the checks’ verdicts for the connecting client and its envelope sender', async () => {
    const { receipt } = await receive(mailauthAuthenticator(resolver));

    expect([receipt.spfVerdict, receipt.dkimVerdict, receipt.dmarcVerdict]).toEqual([
      { status: 'PASS' },
      { status: 'PASS' },
      { status: 'PASS' },
    ]);
  });

  it('reports a check that could not run as failed to process, so the sender check does not pass it', async () => {
    const { receipt, errors } = await receive(async () => {
      throw new Error('DNS resolver unreachable');
    });

    expect(receipt.spfVerdict).toEqual({ status: 'PROCESSING_FAILED' });
    expect(receipt.dmarcVerdict).toEqual({ status: 'PROCESSING_FAILED' });
    expect(errors).toEqual([new Error('DNS resolver unreachable')]);
  });
});
