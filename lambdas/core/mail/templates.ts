import { DEFAULT_COMMISSION_PERCENT } from '../db/entities/listing.ts';
import { renderMessage, type MessageBlock, type RenderedMessage } from './message-layout.ts';

/**
 * The six e-mail templates of spec 001 §2.14, in one place: what the admin screen lists and what the
 * product sends. Texts follow DESIGN §6.2 (15 % / 85 %) and §6.3 (payout "1-2 business days after the
 * sale"); a reset link lasts 24 hours (spec 000 §9).
 */

/** Every variable a template may use (spec 001 §3 Email template). Values are display strings. */
export const templateVariableNames = [
  'customerName',
  'transferEmail',
  'eventName',
  'venue',
  'eventDate',
  'quantity',
  'listingPrice',
  'salePrice',
  'netPayout',
  'section',
  'row',
  'seats',
  'payoutMethod',
  'resetUrl',
  'verificationLink',
] as const;

export type TemplateVariable = (typeof templateVariableNames)[number];

export const templateIds = ['welcome', 'processed', 'live', 'sale', 'reset', 'verification'] as const;
export type TemplateId = (typeof templateIds)[number];

export type TemplateCategory = 'account' | 'tickets' | 'payouts';

const SELLER_SHARE_PERCENT = 100 - DEFAULT_COMMISSION_PERCENT;
export const PAYOUT_TIMING = '1-2 business days after the sale';
export const RESET_LINK_LIFETIME_TEXT = '24 hours';

interface TemplateDefinition<V extends TemplateVariable> {
  id: TemplateId;
  name: string;
  description: string;
  category: TemplateCategory;
  /** With `{{variable}}` placeholders. */
  subject: string;
  variables: readonly V[];
  blocks: readonly MessageBlock<V>[];
}

const ticketRows = [
  ['Event', 'eventName'],
  ['Venue', 'venue'],
  ['Date', 'eventDate'],
  ['Section', 'section'],
  ['Row', 'row'],
  ['Seats', 'seats'],
  ['Quantity', 'quantity'],
] as const;

const define = <const V extends TemplateVariable>(definition: TemplateDefinition<V>) => definition;

const welcome = define({
  id: 'welcome',
  name: 'Welcome Email',
  description: 'Sent when a seller creates an account; gives them their transfer e-mail address.',
  category: 'account',
  subject: 'Welcome to Ticket Relay, {{customerName}}',
  variables: ['customerName', 'transferEmail'],
  blocks: [
    { kind: 'paragraph', text: 'Hi {{customerName}},' },
    { kind: 'paragraph', text: 'Welcome to Ticket Relay. Your personal transfer address is:' },
    { kind: 'highlight', text: '{{transferEmail}}' },
    {
      kind: 'list',
      items: [
        'Forward your ticket confirmation e-mails to {{transferEmail}}.',
        'We read the tickets from them and show them in your dashboard for review.',
        'Approve and list them; when they sell you keep ' +
          `${SELLER_SHARE_PERCENT} % of the sale price (our commission is ${DEFAULT_COMMISSION_PERCENT} %, no upfront fee).`,
        `You are paid ${PAYOUT_TIMING}.`,
      ],
    },
    { kind: 'button', label: 'Open your dashboard', link: { path: '/customer/dashboard' } },
  ],
});

const processed = define({
  id: 'processed',
  name: 'Tickets Processed',
  description: 'Sent when tickets were read from a forwarded e-mail and wait for the seller to approve them.',
  category: 'tickets',
  subject: 'We received your tickets for {{eventName}}',
  variables: ['customerName', 'eventName', 'venue', 'eventDate', 'section', 'row', 'seats', 'quantity'],
  blocks: [
    { kind: 'paragraph', text: 'Hi {{customerName}},' },
    { kind: 'paragraph', text: 'We read these tickets from the e-mail you forwarded:' },
    { kind: 'details', rows: ticketRows },
    {
      kind: 'paragraph',
      text: 'Please check the details and approve them in your dashboard so that we can list them.',
    },
    { kind: 'button', label: 'Review your tickets', link: { path: '/customer/dashboard' } },
  ],
});

const live = define({
  id: 'live',
  name: 'Tickets Live',
  description: 'Sent when approved tickets are listed for sale.',
  category: 'tickets',
  subject: 'Your tickets for {{eventName}} are live',
  variables: [
    'customerName',
    'eventName',
    'venue',
    'eventDate',
    'section',
    'row',
    'seats',
    'quantity',
    'listingPrice',
  ],
  blocks: [
    { kind: 'paragraph', text: 'Hi {{customerName}},' },
    { kind: 'paragraph', text: 'Your tickets are now listed for sale at {{listingPrice}}.' },
    { kind: 'details', rows: [...ticketRows, ['Listing price', 'listingPrice']] },
    {
      kind: 'paragraph',
      text: `When they sell you keep ${SELLER_SHARE_PERCENT} % of the sale price, paid ${PAYOUT_TIMING}.`,
    },
    { kind: 'button', label: 'Manage your listing', link: { path: '/customer/dashboard' } },
  ],
});

const sale = define({
  id: 'sale',
  name: 'Tickets Sold',
  description: 'Sent when a listing sells; states the sale price, the commission and the payout.',
  category: 'payouts',
  subject: 'Sold! Your tickets for {{eventName}}',
  variables: [
    'customerName',
    'eventName',
    'venue',
    'eventDate',
    'section',
    'row',
    'seats',
    'quantity',
    'salePrice',
    'netPayout',
    'payoutMethod',
  ],
  blocks: [
    { kind: 'paragraph', text: 'Hi {{customerName}},' },
    { kind: 'paragraph', text: 'Good news: your tickets for {{eventName}} sold for {{salePrice}}.' },
    {
      kind: 'details',
      rows: [
        ...ticketRows,
        ['Sale price', 'salePrice'],
        [`Your payout (${SELLER_SHARE_PERCENT} %)`, 'netPayout'],
        ['Paid to', 'payoutMethod'],
      ],
    },
    {
      kind: 'paragraph',
      text:
        `After our ${DEFAULT_COMMISSION_PERCENT} % commission you receive {{netPayout}}, ` +
        `sent to {{payoutMethod}} ${PAYOUT_TIMING}.`,
    },
    { kind: 'button', label: 'See your sales', link: { path: '/customer/dashboard' } },
  ],
});

const reset = define({
  id: 'reset',
  name: 'Password Reset',
  description: 'Sent when someone asks to reset the password of an account.',
  category: 'account',
  subject: 'Reset your Ticket Relay password',
  variables: ['customerName', 'resetUrl'],
  blocks: [
    { kind: 'paragraph', text: 'Hi {{customerName}},' },
    { kind: 'paragraph', text: 'We received a request to reset the password of your Ticket Relay account.' },
    { kind: 'button', label: 'Reset my password', link: { variable: 'resetUrl' } },
    {
      kind: 'note',
      text:
        `This link expires in ${RESET_LINK_LIFETIME_TEXT} and works once. If you did not ask for it, ` +
        'ignore this e-mail: your password stays as it is.',
    },
  ],
});

const verification = define({
  id: 'verification',
  name: 'Email Verification',
  description: 'Sent after registration or an e-mail change, to confirm the address.',
  category: 'account',
  subject: 'Please verify your email address',
  variables: ['customerName', 'verificationLink'],
  blocks: [
    { kind: 'paragraph', text: 'Hi {{customerName}},' },
    {
      kind: 'paragraph',
      text: 'Please confirm that this is your e-mail address, so that we can list your tickets and pay you.',
    },
    { kind: 'button', label: 'Verify my email', link: { variable: 'verificationLink' } },
    { kind: 'note', text: 'If you did not create a Ticket Relay account, ignore this e-mail.' },
  ],
});

export const emailTemplates = { welcome, processed, live, sale, reset, verification } as const;

type Templates = typeof emailTemplates;
/** The values a template needs: exactly its variables. */
export type TemplateValues<T extends TemplateId> = Record<Templates[T]['variables'][number], string>;

export const isTemplateId = (value: string): value is TemplateId =>
  (templateIds as readonly string[]).includes(value);

/**
 * Renders a template: subject, HTML (every value escaped) and plain text. Links are built from
 * `webUrl`; a link variable must be an http(s) URL.
 */
export function renderTemplate<T extends TemplateId>(
  id: T,
  values: TemplateValues<T>,
  options: { webUrl: string; banner?: string; subjectPrefix?: string },
): RenderedMessage {
  const template = emailTemplates[id] as TemplateDefinition<TemplateVariable>;
  return renderMessage({
    subject: `${options.subjectPrefix ?? ''}${template.subject}`,
    blocks: template.blocks,
    values: values as Record<TemplateVariable, string>,
    webUrl: options.webUrl,
    banner: options.banner,
  });
}

/** Values for previews and test sends, so that an admin sees every variable filled in. */
export function sampleValues(webUrl: string): Record<TemplateVariable, string> {
  const base = webUrl.replace(/\/+$/, '');
  return {
    customerName: 'Jane Doe',
    transferEmail: 'jane.doe.k7q4xz@relay.example.com',
    eventName: 'Sample Event',
    venue: 'Sample Arena',
    eventDate: 'Saturday, June 20, 2026 at 8:00 PM',
    quantity: '2',
    listingPrice: '$250.00',
    salePrice: '$240.00',
    netPayout: '$204.00',
    section: '112',
    row: 'K',
    seats: '7-8',
    payoutMethod: 'PayPal (jane@example.com)',
    resetUrl: `${base}/reset-password/sample-token`,
    verificationLink: `${base}/verify/sample-token`,
  };
}

/** The catalogue as the admin e-mail templates screen shows it, with a preview filled with sample values. */
export function templateCatalogue(webUrl: string) {
  const samples = sampleValues(webUrl);
  return templateIds.map((id) => {
    const template = emailTemplates[id];
    const preview = renderTemplate(id, samples, { webUrl });
    return {
      id,
      name: template.name,
      description: template.description,
      category: template.category,
      subject: template.subject,
      variables: [...template.variables],
      preview,
    };
  });
}
