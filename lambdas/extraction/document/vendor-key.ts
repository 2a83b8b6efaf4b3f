import type { Mailbox } from '../types.ts';

// Second-level suffixes under which a registrable domain has three labels (ticketmaster.co.uk).
const twoLabelSuffixes = new Set(
  (
    'co.uk org.uk ac.uk gov.uk ltd.uk plc.uk me.uk com.au net.au org.au co.nz org.nz net.nz co.za com.br com.mx ' +
    'com.ar com.co com.es com.tr co.jp ne.jp or.jp co.kr com.sg com.hk com.tw com.cn co.in co.il com.pl co.at or.at ' +
    'com.pt com.ua co.id com.my com.ph co.th com.ve com.pe com.uy'
  ).split(' '),
);

// Mailbox providers and bulk senders: their domain says nothing about the brand, the display name does.
const genericDomains = new Set(
  (
    'gmail googlemail outlook hotmail live msn yahoo ymail icloud me mac aol gmx web protonmail proton zoho mail ' +
    'yandex fastmail sendgrid mailchimp mcsv mcdlv mandrillapp amazonses sparkpostmail mailgun postmarkapp ' +
    'exacttarget salesforce rsgsv bnc3 klaviyomail sendinblue brevo hubspotemail customeriomail'
  ).split(' '),
);

/** The registrable domain of a host name ('mail.tickethub.com' → 'tickethub.com'). */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  const size = labels.length >= 3 && twoLabelSuffixes.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.slice(-size).join('.');
}

/**
 * A short vendor key for a sender: the first label of its registrable domain ('orders@mail.tickethub.com' →
 * 'tickethub'), or the display name as one lower-case word when the domain is a mailbox provider or a bulk sender.
 */
export function vendorKey(from: Mailbox | undefined): string | undefined {
  const domain = from?.address?.split('@')[1];
  if (domain) {
    const label = registrableDomain(domain).split('.')[0] ?? '';
    const key = label.replace(/[^a-z0-9]/g, '');
    if (key !== '' && !genericDomains.has(key)) return key;
  }
  const brand = from?.name
    ?.normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(?:team|support|service|customer|orders?|no-?reply|info|via|the)\b/g, ' ')
    .replace(/[^a-z0-9]/g, '');
  return brand ? brand.slice(0, 32) : undefined;
}
