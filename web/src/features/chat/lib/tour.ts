import { PAYOUT_TIMING_TEXT, SELLER_SHARE_PERCENT } from '@/lib/business';

/** spec 000 §2: the guided tour's 7 steps, in order. */
export const tourSteps = [
  {
    id: 'dashboard',
    title: 'Your dashboard',
    text: 'Everything about your tickets lives here: your transfer address, your ticket portfolio and recent activity.',
  },
  {
    id: 'email',
    title: 'Your transfer email',
    text: 'Forward ticket confirmation e-mails to the transfer address on your dashboard, from the e-mail address you signed up with.',
  },
  {
    id: 'pending',
    title: 'Pending Review',
    text: 'Forwarded tickets appear under Pending Review. Check the event, date and seats, then press APPROVE & LIST.',
  },
  {
    id: 'active',
    title: 'Live Listings',
    text: 'Approved tickets are live for buyers. Use MANAGE LISTING to set a floor price you will not go below.',
  },
  {
    id: 'sold',
    title: 'Sold Tickets',
    text: `When a ticket sells it moves to Sold Tickets. You keep ${SELLER_SHARE_PERCENT} %, paid ${PAYOUT_TIMING_TEXT}.`,
  },
  {
    id: 'tips',
    title: 'Tips',
    text: 'Add a payout method in Settings → Payment Portal before your first sale, and forward each order only once.',
  },
  {
    id: 'ready',
    title: 'You are ready',
    text: 'That is all. Forward your first ticket e-mail, and ask me anything here whenever you need help.',
  },
] as const;
