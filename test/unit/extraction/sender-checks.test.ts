import { describe, expect, it } from 'vitest';
import { senderFeatures } from '../../../lambdas/extraction/classify/sender-checks.ts';
import type { EmailDocument } from '../../../lambdas/extraction/types.ts';

const from = (name: string, address: string) =>
  senderFeatures({ original: { from: { name, address } } } as unknown as EmailDocument);

describe("what the sender's address says", () => {
  it.each([
    ['TicketHub', 'orders@tickethub.com', 'sender:brand-domain'],
    ['Podium Tickets', 'service@podium-tickets.at', 'sender:brand-domain'],
    ['TicketHub', 'alerts@secure-tickethub.com', 'sender:brand-plus'],
    ['TicketHub Support', 'security@tlckethub.com', 'sender:look-alike'],
    // The brand under a country's second level, by the public suffix list.
    ['Ticketmaster', 'customer_support@email.ticketmaster.co.nz', 'sender:brand-domain'],
    ['Ticketek', 'noreply@mail.ticketek.com.au', 'sender:brand-domain'],
    ['Eventim', 'info@eventim.com.br', 'sender:brand-domain'],
  ])('%s <%s> reads as %s', (name, address, feature) => {
    expect(from(name, address)).toContain(feature);
  });

  // The corpus has one or two vendors per country: a weight per top-level domain only learned them,
  // and a Dutch theatre's ticket (carre.nl) read as 'other'.
  it("says nothing of the domain's country", () => {
    expect(from('Koninklijk Theater Carré', 'tickets@carre.nl')).toEqual(['sender:other-domain']);
    expect(from('Stadtwerke Parken', 'info@parken.de')).toEqual(['sender:other-domain']);
  });
});
