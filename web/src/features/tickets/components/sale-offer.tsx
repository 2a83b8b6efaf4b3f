import { BadgeDollarSign } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatCents } from '@/lib/money';

import { useAnswerSaleApproval, type SaleDecision } from '../api/answer-sale-approval';
import type { CustomerTicket } from '../api/get-tickets';

/**
 * A sale below the floor price waits for the seller (spec 000 §2: 'not sold below this price without
 * your approval'): the offer and its Accept / Decline buttons on the live ticket's card.
 */
export function SaleOffer({
  customerId,
  ticket,
  disabled = false,
}: {
  customerId: string;
  ticket: CustomerTicket & { pendingSale: NonNullable<CustomerTicket['pendingSale']> };
  disabled?: boolean;
}) {
  const answer = useAnswerSaleApproval(customerId);
  const busy = answer.isPending;
  const decide = (decision: SaleDecision) => answer.mutate({ ticketId: ticket.id, decision });
  const headingId = `sale-offer-${ticket.id}`;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <p id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <BadgeDollarSign className="size-4 shrink-0" aria-hidden />
        Offer below your floor price: {formatCents(ticket.pendingSale.priceCents)}
      </p>
      {ticket.floorPrice !== null && (
        <p className="text-sm">
          Your floor price is {formatCents(ticket.floorPrice)}. Accepting sells the ticket at the offer.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={disabled || busy} onClick={() => decide('accept')}>
          Accept
        </Button>
        <Button size="sm" variant="outline" disabled={disabled || busy} onClick={() => decide('decline')}>
          Decline
        </Button>
      </div>
    </section>
  );
}
