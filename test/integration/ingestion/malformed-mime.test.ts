import fc from 'fast-check';
import type Mail from 'nodemailer/lib/mailer';
import { describe, expect, it } from 'vitest';
import { malformedInputs } from '../../fixtures/malformed/index.ts';
import { call } from '../accounts/account-client.ts';
import { allEmails, finalStatuses } from '../support/admin-emails.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverConcurrently, eventually } from '../support/mail.ts';
import {
  comparableName,
  corpusEmail,
  firstAdmin,
  forwardMessage,
  pendingTickets,
  verifiedSeller,
} from './ingestion-client.ts';

const local = useLocalTarget();
const CRLF = '\r\n';

const headerLines = (from: string, extra: string[] = []) =>
  [`From: ${from}`, 'To: relay@relay.localhost', 'Subject: Fwd: tickets', ...extra].join(CRLF);

/** Broken MIME of the kinds real mailers and mangling relays produce, drawn by fast-check. */
const brokenMime = (from: string): fc.Arbitrary<string | Uint8Array> =>
  fc.oneof(
    // A declared boundary that the body never uses, or parts that never close.
    fc
      .record({
        declared: fc.string({ minLength: 0, maxLength: 70 }),
        used: fc.string({ minLength: 1, maxLength: 70 }),
        parts: fc.array(fc.string({ maxLength: 400 }), { maxLength: 5 }),
        closed: fc.boolean(),
      })
      .map(
        ({ declared, used, parts, closed }) =>
          `${headerLines(from, [`Content-Type: multipart/mixed; boundary="${declared}"`])}${CRLF}${CRLF}` +
          parts
            .map((part) => `--${used}${CRLF}Content-Type: text/plain${CRLF}${CRLF}${part}${CRLF}`)
            .join('') +
          (closed ? `--${used}--${CRLF}` : ''),
      ),
    // Charsets nobody knows, or bytes that are not in the declared one.
    fc
      .record({
        charset: fc.stringMatching(/^[a-zA-Z0-9_.:-]{0,40}$/),
        encoding: fc.constantFrom('8bit', 'quoted-printable', 'base64', 'x-unknown', ''),
        body: fc.uint8Array({ maxLength: 3000 }),
      })
      .map(({ charset, encoding, body }) => {
        const head = headerLines(from, [
          `Content-Type: text/html; charset=${charset}`,
          `Content-Transfer-Encoding: ${encoding}`,
        ]);
        return Buffer.concat([Buffer.from(`${head}${CRLF}${CRLF}`), Buffer.from(body)]);
      }),
    // Base64 attachments cut anywhere, with stray characters.
    fc
      .record({
        payload: fc.uint8Array({ minLength: 1, maxLength: 6000 }),
        cut: fc.nat(),
        junk: fc.string({ maxLength: 10 }),
      })
      .map(({ payload, cut, junk }) => {
        const encoded = Buffer.from(payload).toString('base64');
        return (
          `${headerLines(from, ['Content-Type: multipart/mixed; boundary="b1"'])}${CRLF}${CRLF}` +
          `--b1${CRLF}Content-Type: application/pdf; name="ticket.pdf"${CRLF}` +
          `Content-Transfer-Encoding: base64${CRLF}${CRLF}${encoded.slice(0, cut % (encoded.length + 1))}${junk}`
        );
      }),
    // Huge headers: one enormous line, or thousands of them.
    fc
      .record({ length: fc.integer({ min: 1_000, max: 300_000 }), many: fc.boolean() })
      .map(({ length, many }) =>
        many
          ? `${headerLines(from)}${CRLF}${Array.from({ length: Math.ceil(length / 60) }, (_, i) => `X-Relay-${i}: ${'h'.repeat(40)}`).join(CRLF)}${CRLF}${CRLF}body${CRLF}`
          : `From: ${from}${CRLF}Subject: ${'S'.repeat(length)}${CRLF}${CRLF}body${CRLF}`,
      ),
    // Binary garbage, with or without a header in front.
    fc
      .record({ bytes: fc.uint8Array({ maxLength: 20_000 }), headed: fc.boolean() })
      .map(({ bytes, headed }) =>
        Buffer.concat([Buffer.from(headed ? `${headerLines(from)}${CRLF}${CRLF}` : ''), Buffer.from(bytes)]),
      ),
    // Empty bodies and headers without the blank line that ends them.
    fc.constantFrom(`${headerLines(from)}${CRLF}${CRLF}`, headerLines(from), `From: ${from}${CRLF}`, ''),
  );

describe('malformed MIME over SMTP (integration, local target)', () => {
  it('ends every accepted malformed message in a recorded final state and stays healthy', async () => {
    const adminCookie = await firstAdmin(local.target);
    const seller = await verifiedSeller(local.target);
    const envelope = { from: seller.email, to: seller.transferEmail };
    const generated = fc.sample(brokenMime(seller.email), { seed: 20_261_121, numRuns: 60 });
    const corpus = [...malformedInputs().map((input) => input.raw), ...generated];
    const messages: Mail.Options[] = corpus.map((raw) => ({ envelope, raw: Buffer.from(raw) }));

    const ids = await deliverConcurrently(local.target.ports.smtp, messages, 6);

    const emails = await eventually(async () => {
      const items = await allEmails(local.target, adminCookie);
      return ids.every((id) => items.some((item) => item.id === id && item.extractionStatus !== 'pending'))
        ? items
        : undefined;
    }, 90_000);
    expect(emails).toHaveLength(ids.length);
    for (const email of emails) expect(finalStatuses).toContain(email.extractionStatus);
    expect((await call(local.target, 'GET', '/api/health')).status).toBe(200);

    // Still serving sellers: a well-formed forward after the corpus lists its ticket.
    const before = await pendingTickets(local.target, seller.user.id, seller.cookie);
    const vendorEmail = corpusEmail('eventique-conf-05');
    const [id] = await deliverConcurrently(local.target.ports.smtp, [
      forwardMessage(vendorEmail, { ...envelope, subject: 'Fwd: after the malformed corpus' }),
    ]);
    const tickets = await eventually(async () => {
      const listed = await pendingTickets(local.target, seller.user.id, seller.cookie);
      return listed.length > before.length ? listed : undefined;
    }, 20_000);
    const added = tickets.filter((ticket) => !before.some((old) => old.id === ticket.id));
    expect(added.map((ticket) => ticket.id)).toEqual([`${id}~0`]);
    expect(comparableName(added[0]!.eventName)).toBe(comparableName(vendorEmail.label.tickets[0]?.eventName));
  }, 120_000);
});
