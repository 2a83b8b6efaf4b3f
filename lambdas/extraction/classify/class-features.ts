import type { Candidate } from '../candidates/candidate.ts';
import type { DocumentCandidates } from '../candidates/generate-candidates.ts';
import type { EmailDocument } from '../types.ts';
import { ticketCountTraits } from '../candidates/pattern-candidates.ts';
import { words } from '../text/normalise.ts';
import { classCues, cueExceptions, type CueKind } from './class-cues.ts';
import { senderFeatures } from './sender-checks.ts';

const cuePhrases = (Object.keys(classCues) as CueKind[]).flatMap((kind) =>
  classCues[kind].map((phrase) => ({ kind, words: phrase.split(' ') })),
);
const cuesByFirstWord = new Map<string, typeof cuePhrases>();
for (const cue of cuePhrases)
  cuesByFirstWord.set(cue.words[0]!, [...(cuesByFirstWord.get(cue.words[0]!) ?? []), cue]);

const exceptionsByFirstWord = new Map<string, string[][]>();
for (const phrase of cueExceptions.map((exception) => exception.split(' ')))
  exceptionsByFirstWord.set(phrase[0]!, [...(exceptionsByFirstWord.get(phrase[0]!) ?? []), phrase]);

// '#' in a cue phrase stands for a number ('sent you # tickets' hears 'sent you 2 tickets').
const matchesAt = (tokens: readonly string[], i: number, phrase: readonly string[]) =>
  phrase.every((word, k) => tokens[i + k] === word || (word === '#' && /^\d+$/.test(tokens[i + k] ?? '')));

function cueCounts(tokens: readonly string[]): Map<CueKind, number> {
  const exceptions: [number, number][] = [];
  tokens.forEach((token, i) => {
    for (const phrase of exceptionsByFirstWord.get(token) ?? [])
      if (matchesAt(tokens, i, phrase)) exceptions.push([i, i + phrase.length]);
  });
  // A cue that touches an exception does not count ('purchase' in 'complete your purchase'), unless it
  // holds the whole exception (the cue 'complete your purchase' itself).
  const excepted = (start: number, end: number) =>
    exceptions.some(([from, to]) => start < to && end > from && !(start <= from && end >= to));
  const counts = new Map<CueKind, number>();
  tokens.forEach((token, i) => {
    for (const cue of cuesByFirstWord.get(token) ?? []) {
      if (matchesAt(tokens, i, cue.words) && !excepted(i, i + cue.words.length))
        counts.set(cue.kind, (counts.get(cue.kind) ?? 0) + 1);
    }
  });
  return counts;
}

// A price: a currency sign or ISO code beside a number ('CHF 96.00', '120 kr', 'Fr. 45.–', 'Rs. 999',
// '1.850,00 TL', '₦135,000.00', 'Rp 150.000', 'KSh 2,500', 'R 240.00', '75 جنيه').
const moneyAmount =
  /[$€£¥₹₪₺₩₦₱฿₴₽₫₵]\s?\d|\d\s?[€£₪฿₽₫]|\b(?:USD|EUR|GBP|CAD|MXN|CHF|AUD|NZD|SEK|NOK|DKK|PLN|CZK|HUF|JPY|BRL|ARS|COP|CLP|PEN|UYU|ZAR|SGD|HKD|INR|TRY|RON|BGN|ILS|AED|SAR|QAR|KWD|BHD|OMR|EGP|MAD|NGN|KES|GHS|THB|PHP|KRW|TWD|IDR|MYR|VND|CNY|UAH|RUB)\b|\d\s?(?:kr|zł|Kč|TL|lei|Ft)(?!\p{L})|\d\s?(?:원|円|元|جنيه|درهم|ريال)|\b(?:Fr|Rs)\.\s?\d|\b(?:Rp|KSh|Ksh)\.?\s?\d|\bR\s?\d{1,6}(?:[.,]\d{3})*[.,]\d{2}\b/u;

const bucket = (n: number) => (n === 0 ? '0' : n === 1 ? '1' : n <= 3 ? '2-3' : '4+');

/**
 * Features of the whole e-mail for the class model. Deliberately generic (cue phrases in five
 * languages, what the field models found, machine-readable data, the sender's address) rather than a
 * bag of words: vendors not seen in training must classify as well as the ones seen.
 */
export function classFeatures(
  doc: EmailDocument,
  found: DocumentCandidates,
  seatingEvidence: number,
): string[] {
  const features = new Set<string>(['bias']);
  const subjectWords = words(found.lines.find((line) => line.source === 'subject')?.text ?? '');
  const bodyWords = found.lines.filter((line) => line.source === 'body').flatMap((line) => words(line.text));
  const subjectCues = cueCounts(subjectWords);
  const bodyCues = cueCounts(bodyWords);
  for (const kind of Object.keys(classCues) as CueKind[]) {
    const s = subjectCues.get(kind) ?? 0;
    const b = bodyCues.get(kind) ?? 0;
    if (s > 0) features.add(`scue:${kind}`);
    features.add(`cue:${kind}:${bucket(b)}`);
    if (s + b > 0) features.add(`anycue:${kind}`);
  }
  for (const ticket of doc.structured) {
    features.add(`sd:${ticket.source}`);
    if (ticket.section || ticket.seats?.length) features.add(`sd-seating:${ticket.source}`);
  }
  for (const attachment of doc.attachments) features.add(`att:${attachment.contentType.split(';')[0]}`);
  const count = (field: string) => found.candidates.filter((candidate) => candidate.field === field).length;
  // A pass or markup states its date in full even where the text says 'FEB 6 | 7:30 PM'.
  const structuredDate = doc.structured.some((ticket) => ticket.startDate) ? 1 : 0;
  // 'Fri 12 June, 19:00' in an app's mail: a weekday and a time make a date as full as a year does.
  const fullDates =
    found.mentions.filter((m) => m.line >= 0 && (m.date?.yearKnown || (m.date?.weekday && m.time))).length +
    structuredDate;
  features.add(`dates:${bucket(fullDates)}`);
  features.add(`ga:${bucket(count('generalAdmission'))}`);
  features.add(`seating:${bucket(seatingEvidence)}`);
  // A ticket e-mail states an event date and where to sit, that there is no fixed seat, or how many
  // tickets there are ('your 2 tickets for Sable Harbour', 'Tickets (3)').
  const admission = count('generalAdmission') > 0;
  // '2 × Entrée Adulte | 39,80 €': a count of a kind at its price counts tickets as well.
  const pricedCount = (candidate: Candidate) =>
    candidate.traits.includes('qtypat:n-x') && moneyAmount.test(found.lines[candidate.line]?.text ?? '');
  const counted = found.candidates.some(
    (candidate) =>
      candidate.field === 'quantity' &&
      (candidate.traits.some((trait) => ticketCountTraits.has(trait)) || pricedCount(candidate)),
  );
  const shaped = fullDates > 0 && (seatingEvidence > 0 || admission || counted);
  if (shaped) features.add('ticket-shape');
  if (shaped && (subjectCues.get('purchase') ?? 0) + (bodyCues.get('purchase') ?? 0) > 0) {
    features.add('ticket-shape+purchase');
  }
  // A parking pass or a shuttle ordered alone: the order speaks of parking and names no seat or admission.
  const parking = (subjectCues.get('parking') ?? 0) + (bodyCues.get('parking') ?? 0);
  if (parking >= 2 && seatingEvidence === 0 && !admission) features.add('parking-alone');
  const money = found.lines.filter((line) => moneyAmount.test(line.text)).length;
  features.add(`money:${bucket(money)}`);
  for (const feature of senderFeatures(doc)) features.add(feature);
  return [...features];
}
