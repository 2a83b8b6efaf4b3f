import { getDomain } from 'tldts';
import type { Mailbox } from '../types.ts';

// Mailbox providers and bulk senders: their domain says nothing about the brand, the display name does.
const genericDomains = new Set(
  (
    'gmail googlemail outlook hotmail live msn yahoo ymail icloud me mac aol gmx web protonmail proton zoho mail ' +
    'yandex fastmail sendgrid mailchimp mcsv mcdlv mandrillapp amazonses sparkpostmail mailgun postmarkapp ' +
    'exacttarget salesforce rsgsv bnc3 klaviyomail sendinblue brevo hubspotemail customeriomail'
  ).split(' '),
);

/**
 * The registrable domain of a host name, by the public suffix list ('mail.tickethub.com' →
 * 'tickethub.com', 'email.ticketmaster.co.nz' → 'ticketmaster.co.nz').
 */
export function registrableDomain(host: string): string {
  const name = host.toLowerCase().replace(/\.$/, '');
  return getDomain(name) ?? name;
}

/** The brand of an address: the first label of its registrable domain ('x@email.ticketmaster.co.nz' → 'ticketmaster'). */
export function domainBrand(address: string | undefined): string | undefined {
  const host = address?.split('@')[1];
  return host ? registrableDomain(host).split('.')[0] : undefined;
}

/**
 * A short vendor key for a sender: the first label of its registrable domain ('orders@mail.tickethub.com' →
 * 'tickethub'), or the display name as one lower-case word when the domain is a mailbox provider or a bulk sender.
 */
export function vendorKey(from: Mailbox | undefined): string | undefined {
  const label = domainBrand(from?.address);
  if (label) {
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
