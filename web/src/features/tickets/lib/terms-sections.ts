import {
  COMMISSION_PERCENT,
  PAYOUT_TIMING_TEXT,
  SELLER_SHARE_PERCENT,
  SUPPORT_REPLY_TEXT,
} from '@/lib/business';

/** The seller terms (spec 000 §2: 10 sections, version 1.0), consistent with DESIGN §6.2-§6.3. */
export const termsSections: readonly { title: string; text: string }[] = [
  {
    title: '1. Acceptance of these terms',
    text: 'By approving a ticket for listing or setting a floor price you agree to these terms. They apply to every ticket you list through Ticket Relay.',
  },
  {
    title: '2. Your tickets',
    text: 'You confirm that you own the tickets you forward, that they are valid for the event shown, and that you have not sold or transferred them elsewhere.',
  },
  {
    title: '3. Forwarded e-mails',
    text: 'We read the confirmation e-mails you forward to your transfer address to extract the event, date, venue, section, row, seats and quantity. Check these details before you approve a listing.',
  },
  {
    title: '4. Listing and pricing',
    text: 'Approved tickets are listed for sale at the market price. Your tickets will not be sold below the floor price you set without your approval.',
  },
  {
    title: '5. Commission',
    text: `When a ticket sells we keep a commission of ${COMMISSION_PERCENT} % of the sale price; you keep ${SELLER_SHARE_PERCENT} %. There are no listing fees.`,
  },
  {
    title: '6. Payouts',
    text: `Your share is paid to your default payout method ${PAYOUT_TIMING_TEXT}. Keep your payout details up to date.`,
  },
  {
    title: '7. Transfers and delivery',
    text: 'When your tickets sell you transfer them to the buyer as instructed. A cancelled or failed transfer may cancel the sale and its payout.',
  },
  {
    title: '8. Cancelled events',
    text: 'If an event is cancelled the sale is reversed according to the ticket vendor’s refund policy, and no commission is charged.',
  },
  {
    title: '9. Your account',
    text: 'Keep your sign-in details private. You are responsible for listings made from your account. We may suspend accounts that list tickets they do not own.',
  },
  {
    title: '10. Contact',
    text: `Questions about these terms? Write to us from the Support tab of your account settings; we reply ${SUPPORT_REPLY_TEXT}.`,
  },
];
