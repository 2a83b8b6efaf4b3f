import {
  COMMISSION_PERCENT,
  PAYOUT_TIMING_TEXT,
  SELLER_SHARE_PERCENT,
  SUPPORT_REPLY_TEXT,
} from '@/lib/business';

/** spec 000 §2: the Support Center's category chips (All Topics shows every answer). */
export const faqCategories = ['Account', 'Tickets', 'Payments', 'Technical', 'Security'] as const;
export type FaqCategory = (typeof faqCategories)[number];

export interface FaqEntry {
  category: FaqCategory;
  question: string;
  answer: string;
}

// Figures come from lib/business so that every page says the same (DESIGN §6.2-§6.3).
export const faqEntries: readonly FaqEntry[] = [
  {
    category: 'Account',
    question: 'How do I create an account?',
    answer:
      'Choose Get Started, enter your name, e-mail, phone and a password, then open the verification link we e-mail you. Your dashboard unlocks once your e-mail is verified.',
  },
  {
    category: 'Account',
    question: 'I registered with the wrong e-mail address. What now?',
    answer:
      'On the verification screen choose Wrong Email? and enter the right address. We send a new verification link there.',
  },
  {
    category: 'Account',
    question: 'Where do I find my transfer address?',
    answer:
      'It is on your dashboard, in the transfer e-mail card. Copy it and forward your ticket confirmation e-mails to it from the address you signed up with.',
  },
  {
    category: 'Tickets',
    question: 'Which e-mails can I forward?',
    answer:
      'Order confirmations and ticket transfer e-mails from ticket vendors, forwarded from the e-mail address of your account. We read the event, date, venue, section, row, seats and quantity.',
  },
  {
    category: 'Tickets',
    question: 'How long until my tickets appear?',
    answer:
      'Usually within a minute of forwarding. They appear under Pending Review on your dashboard, and we e-mail you when they are ready to approve.',
  },
  {
    category: 'Tickets',
    question: 'Why is my ticket marked Under review?',
    answer:
      'When we are not sure we read every detail correctly, our team checks the ticket first. You can approve it as soon as the review is done.',
  },
  {
    category: 'Tickets',
    question: 'What is a floor price?',
    answer:
      'The lowest price you accept. Your ticket will not be sold below this price without your approval. Set it with Manage Listing on a live ticket.',
  },
  {
    category: 'Payments',
    question: 'How much does it cost?',
    answer: `Listing is free. When a ticket sells we keep a ${COMMISSION_PERCENT} % commission and you keep ${SELLER_SHARE_PERCENT} % of the sale price.`,
  },
  {
    category: 'Payments',
    question: 'When do I get paid?',
    answer: `Your share is paid to your default payout method ${PAYOUT_TIMING_TEXT}.`,
  },
  {
    category: 'Payments',
    question: 'Which payout methods can I use?',
    answer:
      'Bank transfer (ACH), PayPal and Zelle. Add them in Settings → Payment Portal; the first one you add becomes your default.',
  },
  {
    category: 'Payments',
    question: 'Do I get a tax form?',
    answer:
      'Your profile tracks your sales of the year against the 1099 reporting threshold, so you know when a form will be issued.',
  },
  {
    category: 'Technical',
    question: 'My forwarded e-mail did not show up. What should I check?',
    answer:
      'Forward it from the e-mail address of your account to your transfer address, as a forward (not a screenshot). If it still does not appear, send us a message below.',
  },
  {
    category: 'Technical',
    question: 'Can I forward several tickets in one e-mail?',
    answer: 'Yes. Every group of seats in the e-mail becomes its own ticket on your dashboard.',
  },
  {
    category: 'Security',
    question: 'Is my bank information safe?',
    answer:
      'Account details are encrypted when stored and never shown in full again; you only see the last four digits.',
  },
  {
    category: 'Security',
    question: 'Someone forwarded e-mails to my transfer address. Will they be listed?',
    answer:
      'No. We only accept e-mails forwarded from your account’s own address; anything else is held back for our team.',
  },
];

/** Answers of `category` (or all) whose question or answer contains every typed word. */
export function searchFaq(entries: readonly FaqEntry[], search: string, category: FaqCategory | 'all') {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (category !== 'all' && entry.category !== category) return false;
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export const supportReplyText = SUPPORT_REPLY_TEXT;
