import type { EmailDocument } from '../types.ts';
import type { TextLine } from '../text/document-lines.ts';
import type { DateMention } from './date-mentions.ts';
import type { ZoneHint } from './time-zones.ts';

// Countries with a single time zone, where naming the country names the zone (DESIGN §6.16).
const zoneByCountry: [RegExp, string][] = [
  [/\b(germany|deutschland|DE)\b/i, 'Europe/Berlin'],
  [/\b(austria|osterreich|österreich|AT)\b/i, 'Europe/Vienna'],
  [/\b(france|FR)\b/i, 'Europe/Paris'],
  [/\b(netherlands|nederland|NL)\b/i, 'Europe/Amsterdam'],
  [/\b(belgium|belgie|belgië|belgique|BE)\b/i, 'Europe/Brussels'],
  [/\b(switzerland|schweiz|suisse|CH)\b/i, 'Europe/Zurich'],
  [/\b(italy|italia|IT)\b/i, 'Europe/Rome'],
  [/\b(united kingdom|UK|GB|england|scotland|wales)\b/i, 'Europe/London'],
  [/\b(ireland|IE)\b/i, 'Europe/Dublin'],
];
// Spain has the Canaries, but a Spanish address without them is peninsular time.
const spain: [RegExp, string] = [/\b(spain|españa|espana|ES)\b/i, 'Europe/Madrid'];
const multiZoneCountries = /\b(US|USA|United States|CA|Canada|MX|Mexico|México|AU|Australia)\b/;

const zoneByDomain: [RegExp, string][] = [
  [/\.(de)$/i, 'Europe/Berlin'],
  [/\.(at)$/i, 'Europe/Vienna'],
  [/\.(fr)$/i, 'Europe/Paris'],
  [/\.(es)$/i, 'Europe/Madrid'],
  [/\.(nl)$/i, 'Europe/Amsterdam'],
  [/\.(be)$/i, 'Europe/Brussels'],
  [/\.(co\.uk|uk)$/i, 'Europe/London'],
  [/\.(ie)$/i, 'Europe/Dublin'],
  [/\.(it)$/i, 'Europe/Rome'],
  [/\.(pt)$/i, 'Europe/Lisbon'],
  [/\.(ch)$/i, 'Europe/Zurich'],
  [/\.(cz)$/i, 'Europe/Prague'],
  [/\.(sk)$/i, 'Europe/Bratislava'],
  [/\.(pl)$/i, 'Europe/Warsaw'],
  [/\.(dk)$/i, 'Europe/Copenhagen'],
  [/\.(se)$/i, 'Europe/Stockholm'],
  [/\.(no)$/i, 'Europe/Oslo'],
  [/\.(fi)$/i, 'Europe/Helsinki'],
  [/\.(gr)$/i, 'Europe/Athens'],
  [/\.(cy)$/i, 'Asia/Nicosia'],
  [/\.(hu)$/i, 'Europe/Budapest'],
  [/\.(ro)$/i, 'Europe/Bucharest'],
  [/\.(bg)$/i, 'Europe/Sofia'],
  [/\.(tr)$/i, 'Europe/Istanbul'],
  [/\.(il)$/i, 'Asia/Jerusalem'],
  [/\.(za)$/i, 'Africa/Johannesburg'],
  [/\.(ae)$/i, 'Asia/Dubai'],
  [/\.(in)$/i, 'Asia/Kolkata'],
];

const longZoneNames: [RegExp, string][] = [
  [/\beastern (?:standard |daylight )?time\b/i, 'America/New_York'],
  [/\bcentral (?:standard |daylight )?time\b/i, 'America/Chicago'],
  [/\bmountain (?:standard |daylight )?time\b/i, 'America/Denver'],
  [/\bpacific (?:standard |daylight )?time\b/i, 'America/Los_Angeles'],
  [/\bmitteleurop[aä]ische (?:sommer)?zeit\b/i, 'Europe/Berlin'],
  [/\bhora (?:central europea|peninsular)\b/i, 'Europe/Madrid'],
  [/\bheure de paris\b/i, 'Europe/Paris'],
  [/\bcentral european (?:summer )?time\b/i, 'Europe/Berlin'],
  [/\bheure d'europe centrale\b/i, 'Europe/Paris'],
  [/\bmidden-europese (?:zomer)?tijd\b/i, 'Europe/Amsterdam'],
  // Mexico's 'tiempo del centro' (no daylight saving since 2022; the zone's rules know it).
  [/\b(?:hora|tiempo) del centro\b/i, 'America/Mexico_City'],
];

function countryZone(text: string): string | undefined {
  if (multiZoneCountries.test(text)) return undefined;
  for (const [pattern, zone] of [...zoneByCountry, spain]) if (pattern.test(text)) return zone;
  return undefined;
}

// The euro countries on Western European time: Ireland and Portugal (a Croke Park final in January is at
// +00:00, not +01:00).
const irish = /\b(?:ireland|éire|eire|dublin|cork|galway|limerick|kilkenny|croke park)\b/i;
const portuguese = /\b(?:portugal|lisboa|lisbon|porto|coimbra|braga)\b/i;
// And on Eastern European time: Finland, the Baltic states, Greece and Cyprus ('Nokia Areena, Tampere'
// at 18:30 is +02:00). Not 'Riga', the Italian row.
const finnishOrBaltic =
  /\b(?:finland|suomi|helsinki|tampere|espoo|vantaa|turku|oulu|jyväskylä|estonia|eesti|tallinn|tartu|latvia|latvija|lithuania|lietuva|vilnius|kaunas)\b/i;
// Greek is written in its own script: a word of it is a Greek (or Cypriot) order.
const greek =
  /\b(?:greece|hellas|athens|athina|thessaloniki|cyprus|nicosia|limassol)\b|\p{Script=Greek}{3}/iu;
function euroZone(lines: readonly TextLine[]): string | undefined {
  if (lines.some((line) => irish.test(line.text))) return 'Europe/Dublin';
  if (lines.some((line) => portuguese.test(line.text))) return 'Europe/Lisbon';
  if (lines.some((line) => finnishOrBaltic.test(line.text))) return 'Europe/Helsinki';
  if (lines.some((line) => greek.test(line.text))) return 'Europe/Athens';
  return undefined;
}

// Europe's other currencies each belong to one country on Central European time, and the currencies
// further east and south each to a country of one zone.
const centralCurrencies: [RegExp, string][] = [
  [/\bKč|\bCZK\b/g, 'Europe/Prague'],
  [/\bzł|\bPLN\b/g, 'Europe/Warsaw'],
  [/\bDKK\b|\bkr\.\s?\d|\d,\d\d\s?kr\.?(?!\p{L})/gu, 'Europe/Copenhagen'],
  [/\bSEK\b|\d\s?kr\b(?!\.)|\d\s?:-/g, 'Europe/Stockholm'],
  [/\bNOK\b/g, 'Europe/Oslo'],
  [/\bCHF\b|\bFr\.\s?\d/g, 'Europe/Zurich'],
  [/\bHUF\b|\d\s?Ft\b/g, 'Europe/Budapest'],
  [/\bRON\b|\d\s?lei\b/g, 'Europe/Bucharest'],
  [/\bBGN\b|\d\s?лв/g, 'Europe/Sofia'],
  [/\bTRY\b|\d\s?TL\b|₺/g, 'Europe/Istanbul'],
  [/\bILS\b|\bNIS\b|₪/g, 'Asia/Jerusalem'],
  [/\bZAR\b/g, 'Africa/Johannesburg'],
  [/\bAED\b/g, 'Asia/Dubai'],
  [/\bSAR\b/g, 'Asia/Riyadh'],
  [/\bQAR\b/g, 'Asia/Qatar'],
  [/\bINR\b|₹/g, 'Asia/Kolkata'],
];

function currencyZone(lines: readonly TextLine[]): string | undefined {
  let euro = 0;
  let pound = 0;
  let dollar = 0;
  for (const line of lines) {
    euro += (line.text.match(/€|\bEUR\b/g) ?? []).length;
    pound += (line.text.match(/£|\bGBP\b/g) ?? []).length;
    dollar += (line.text.match(/\$|\b(USD|CAD|MXN)\b/g) ?? []).length;
  }
  if (euro > pound && euro > dollar) return euroZone(lines) ?? 'Europe/Berlin';
  if (pound > euro && pound > dollar) return 'Europe/London';
  if (euro + pound + dollar > 0) return undefined;
  let best: { zone: string; count: number } | undefined;
  for (const [pattern, zone] of centralCurrencies) {
    const count = lines.reduce((sum, line) => sum + (line.text.match(pattern) ?? []).length, 0);
    if (count > 0 && (!best || count > best.count)) best = { zone, count };
  }
  return best?.zone;
}

/** How the document's zone is known, for features: written with a time, or implied by the country. */
export type ZoneEvidence = { hint: ZoneHint; how: 'stated' | 'implied' };

/**
 * The zone of the event when the e-mail states one anywhere (a time written with 'CT', 'Eastern Time'),
 * else the zone implied by a one-zone country of the venue or the vendor (address, currency, domain).
 * None for the Americas without a stated zone: a local time without offset is then the honest answer.
 */
export function documentZone(
  doc: EmailDocument,
  lines: readonly TextLine[],
  mentions: readonly DateMention[],
): ZoneEvidence | undefined {
  // A machine timestamp's offset ('…Z' in an .ics) is how it was written down, not the event's zone.
  const stated = mentions.find((mention) => mention.zone && !mention.instant)?.zone;
  if (stated) return { hint: stated, how: 'stated' };
  for (const line of lines) {
    for (const [pattern, zone] of longZoneNames)
      if (pattern.test(line.text)) return { hint: { zone }, how: 'stated' };
  }
  for (const ticket of doc.structured) {
    const zone = ticket.venueAddress ? countryZone(ticket.venueAddress) : undefined;
    if (zone) return { hint: { zone }, how: 'implied' };
    if (ticket.venueAddress && multiZoneCountries.test(ticket.venueAddress)) return undefined;
  }
  const currency = currencyZone(lines);
  if (currency) return { hint: { zone: currency }, how: 'implied' };
  const address = doc.original.from?.address ?? '';
  for (const [pattern, zone] of zoneByDomain)
    if (pattern.test(address)) return { hint: { zone }, how: 'implied' };
  return undefined;
}
