import { randomUUID } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../fixtures/corpus.ts';
import { allEmails, finalStatuses } from '../support/admin-emails.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { deliverConcurrently, eventually } from '../support/mail.ts';
import { firstAdmin, forwardMessage, pendingTickets, verifiedSeller } from './ingestion-client.ts';

const local = useLocalTarget();

// 200 e-mails: 40 ticket forwards each delivered twice (the second copy is a duplicate), 60 from a
// forwarder who is not the seller (quarantined), 60 to nobody's transfer address (unassigned).
const FORWARDS = 40;
const SPOOFED = 60;
const UNKNOWN = 60;
const TOTAL = FORWARDS * 2 + SPOOFED + UNKNOWN;

describe('concurrent inbound mail (integration, local target)', () => {
  it('records exactly one Email in a final state for each of 200 e-mails sent at once on several connections', async () => {
    const adminCookie = await firstAdmin(local.target);
    const seller = await verifiedSeller(local.target);
    const confirmations = loadCorpus().filter((email) => email.label.class === 'ticket_confirmation');
    const run = randomUUID().slice(0, 8);
    const forward = (index: number, overrides: { from?: string; to?: string } = {}): Mail.Options =>
      forwardMessage(confirmations[index % confirmations.length]!, {
        from: overrides.from ?? seller.email,
        to: overrides.to ?? seller.transferEmail,
        subject: `Fwd: tickets ${run} #${index}`,
        messageId: `<${run}.${index}@mail.example.com>`,
      });
    const forwards = Array.from({ length: FORWARDS }, (_, index) => forward(index));
    const messages = [
      ...forwards,
      ...forwards,
      ...Array.from({ length: SPOOFED }, (_, index) =>
        forward(FORWARDS + index, { from: `someone.${index}@example.net` }),
      ),
      ...Array.from({ length: UNKNOWN }, (_, index) =>
        forward(FORWARDS + SPOOFED + index, { to: `nobody.${run}.${index}@relay.localhost` }),
      ),
    ];

    const ids = await deliverConcurrently(local.target.ports.smtp, messages, 10);
    expect(new Set(ids).size).toBe(TOTAL);

    const emails = await eventually(async () => {
      const items = await allEmails(local.target, adminCookie);
      return items.length >= TOTAL && items.every((item) => item.extractionStatus !== 'pending')
        ? items
        : undefined;
    }, 110_000);
    expect(emails.map((item) => item.id).sort()).toEqual([...ids].sort());
    for (const email of emails) expect(finalStatuses).toContain(email.extractionStatus);

    const count = (status: string) => emails.filter((item) => item.extractionStatus === status).length;
    expect(count('unassigned')).toBe(UNKNOWN);
    expect(count('quarantined')).toBe(SPOOFED);
    expect(count('duplicate')).toBe(FORWARDS);
    expect(count('failed')).toBe(0);
    // Each forward and its copy: exactly one is the original, the other names it.
    for (let index = 0; index < FORWARDS; index++) {
      const pair = [ids[index]!, ids[FORWARDS + index]!].map((id) => emails.find((item) => item.id === id)!);
      const original = pair.find((item) => item.extractionStatus !== 'duplicate');
      const copy = pair.find((item) => item.extractionStatus === 'duplicate');
      expect(copy?.duplicateOf).toBe(original?.id);
    }
    const tickets = await pendingTickets(local.target, seller.user.id, seller.cookie);
    const extracted = emails.reduce((sum, item) => sum + item.ticketCount, 0);
    expect(tickets).toHaveLength(extracted);
    expect(extracted).toBeGreaterThanOrEqual(FORWARDS * 0.9);
  }, 120_000);
});
