import {
  COMMISSION_PERCENT,
  PAYOUT_TIMING_TEXT,
  SELLER_SHARE_PERCENT,
  SUPPORT_REPLY_TEXT,
} from '@/lib/business';

interface CannedAnswer {
  /** Any of these words (lower case) in the question selects the answer; earlier entries win. */
  keywords: readonly string[];
  answer: string;
}

// The same figures as everywhere else (DESIGN §6.2-§6.3): one commission, one payout timing.
const answers: readonly CannedAnswer[] = [
  {
    keywords: ['commission', 'fee', 'fees', 'cost', 'charge', 'percent', '%', 'keep'],
    answer: `Listing is free. When a ticket sells we keep ${COMMISSION_PERCENT} % and you keep ${SELLER_SHARE_PERCENT} % of the sale price.`,
  },
  {
    keywords: ['payout', 'paid', 'pay', 'payment', 'money', 'when do i get'],
    answer: `Your share is paid to your default payout method ${PAYOUT_TIMING_TEXT}. Add ACH, PayPal or Zelle in Settings → Payment Portal.`,
  },
  {
    keywords: ['floor', 'minimum', 'lowest', 'price'],
    answer:
      'Set a floor price with Manage Listing on a live ticket: your ticket will not be sold below it without your approval.',
  },
  {
    keywords: ['forward', 'transfer', 'address', 'email', 'e-mail', 'send'],
    answer:
      'Forward your ticket confirmation e-mail, from the address you signed up with, to the transfer address on your dashboard. The tickets appear under Pending Review, usually within a minute.',
  },
  {
    keywords: ['verify', 'verification', 'confirm my', 'locked'],
    answer:
      'Open the link in the verification e-mail we sent you. Nothing there? Check your spam folder, or use Resend Email on your dashboard.',
  },
  {
    keywords: ['review', 'under review', 'wrong', 'incorrect', 'mistake'],
    answer:
      'When we are not sure we read every detail right, our team checks the ticket first; you can approve it once the review is done.',
  },
  {
    keywords: ['approve', 'list', 'listing', 'live', 'sell'],
    answer:
      'Open Pending Review on your dashboard, check the details and press APPROVE & LIST. The ticket then moves to Live Listings.',
  },
  {
    keywords: ['sold', 'sale'],
    answer:
      'Sold tickets move to Sold Tickets on your dashboard, we e-mail you, and your payout follows. Your profile lists every sale.',
  },
  {
    keywords: ['tax', '1099'],
    answer:
      'Your profile tracks this year’s sales against the 1099 reporting threshold, so you know when a tax form will be issued.',
  },
  {
    keywords: ['password', 'sign in', 'login', 'log in'],
    answer:
      'Forgot your password? Use Forgot password on the sign-in page. To change it, go to Settings → Security.',
  },
  {
    keywords: ['support', 'help', 'human', 'contact', 'agent'],
    answer: `Write to us from Settings → Support or the Support Center; we reply ${SUPPORT_REPLY_TEXT}.`,
  },
];

export const FALLBACK_ANSWER = `I can help with forwarding tickets, approving listings, floor prices, fees and payouts. For anything else, write to us in the Support Center; we reply ${SUPPORT_REPLY_TEXT}.`;

/** The canned answer whose keywords appear in the question, or the fallback. */
export function answerFor(question: string): string {
  const text = ` ${question.toLowerCase()} `;
  const match = answers.find(({ keywords }) =>
    keywords.some((keyword) =>
      /^[a-z]+$/.test(keyword) ? new RegExp(`\\b${keyword}\\b`).test(text) : text.includes(keyword),
    ),
  );
  return match?.answer ?? FALLBACK_ANSWER;
}
