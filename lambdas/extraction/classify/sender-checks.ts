import { domainBrand } from '../document/vendor-key.ts';
import { words } from '../text/normalise.ts';
import type { EmailDocument } from '../types.ts';

/** Levenshtein distance, for names one or two letters apart ('tlckethub' for 'tickethub'). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * What the sender's address says about the sender's name: a brand in the display name whose domain is
 * that brand's ('tickethub.com'), a look-alike of it ('tlckethub.com'), or the brand with extras
 * ('seatsquare-verify.net'), as phishing that imitates a vendor does.
 */
export function senderFeatures(doc: EmailDocument): string[] {
  const from = doc.original.from;
  const hyphenated = domainBrand(from?.address?.toLowerCase());
  if (hyphenated === undefined) return ['sender:none'];
  // 'Podium Tickets <…@podium-tickets.at>': the hyphen between the brand's words is the brand's own domain.
  const registered = hyphenated.replaceAll('-', '');
  const brand = words(from?.name ?? '').join('');
  const features: string[] = [];
  if (hyphenated.includes('-')) features.push('sender:hyphen');
  if (brand.length >= 4) {
    if (registered === brand || brand.startsWith(registered) || registered.startsWith(brand))
      features.push('sender:brand-domain');
    else if (registered.includes(brand)) features.push('sender:brand-plus');
    else if (
      distance(registered, brand) <= 2 ||
      (brand.length > registered.length && distance(registered, brand.slice(0, registered.length)) === 1)
    ) {
      features.push('sender:look-alike');
    } else features.push('sender:other-domain');
  }
  return features;
}
