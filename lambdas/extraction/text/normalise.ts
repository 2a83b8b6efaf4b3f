/** Text helpers shared by the candidate generators and the features: one notion of "the same words". */

import { withGloss } from './script-gloss.ts';

const combiningMarks = /\p{M}+/gu;
const dashes = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const spaces = /[\s\u00A0\u2000-\u200B\u202F\u205F\u3000]+/g;

/** Collapses every kind of space, unifies dashes to '-', reads a line's asterisk bullets as dots, trims. Keeps case and accents. */
export function cleanText(text: string): string {
  let clean = text.replace(dashes, '-').replace(spaces, ' ').trim();
  if (clean.includes('*')) clean = clean.replace(boldStars, '$1$2');
  return clean.includes(' * ') ? starsAsDots(clean) : clean;
}

// '*Dziki Brzeg – Stadionowa Noc 2027*', '*Razem do zapłaty* *935,60 zł*': a plain-text part marks bold
// with asterisks around the words.
const boldStars = /(^|\s)\*([^*\s](?:[^*]*[^*\s])?)\*(?=$|[\s:.,;!?])/g;

// 'Section 322 * Row 8 * Seats 11-12': a plain-text part of a mail writes its bullets as asterisks.
// Two or more make a line of parts; one alone may be a product ('2 * Adult') or a footnote.
const starSeparator = / \* (?=\S)/g;
const starsAsDots = (text: string) =>
  (text.match(starSeparator)?.length ?? 0) >= 2 ? text.replace(starSeparator, ' · ') : text;

/** Lower case without accents: 'Sección' → 'seccion', 'Plätze' → 'platze'. */
export function foldText(text: string): string {
  // Most e-mail text is ASCII: skip the costly decomposition then.
  if (!/[^ -~\t]/.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(combiningMarks, '').toLowerCase();
}

const wordPattern = /[\p{L}\p{N}]+/gu;
// CJK words are left out (bilingual mail labels its values in the Latin script too: '座位 Seat No.'), but
// their known labels and cues are glossed into the lexicon's words.
const cjkScript = /[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
// Hebrew, Arabic and Thai words stay words; their known labels are glossed too.
const otherGlossedScript = /[\u0590-\u06ff\u0e00-\u0e7f]/u;
const nonCjkWordPattern =
  /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}])+/gu;

// The same lines and labels are read by several generators and features: fold each text once per
// document (cleared between documents, so that a benchmark repeating e-mails measures no cache).
const wordCache = new Map<string, string[]>();
const documentCaches: Map<unknown, unknown>[] = [wordCache];

/** Registers a per-document cache, emptied by startDocument. */
export function documentCache<T, K = string>(): Map<K, T> {
  const cache = new Map<K, T>();
  documentCaches.push(cache as Map<unknown, unknown>);
  return cache;
}

/** Empties the per-document caches before reading the next document. */
export function startDocument(): void {
  for (const cache of documentCaches) cache.clear();
}

/** The folded words of a text, in order. The array is shared: do not change it. */
export function words(text: string): string[] {
  let found = wordCache.get(text);
  if (!found) {
    // Glossed before folding: folding decomposes Hangul and drops kana's voicing marks.
    const cjk = cjkScript.test(text);
    const glossed = cjk || otherGlossedScript.test(text) ? withGloss(text) : text;
    found = foldText(glossed).match(cjk ? nonCjkWordPattern : wordPattern) ?? [];
    wordCache.set(text, found);
  }
  return found;
}

/** Folded words joined by single spaces: the key under which labels are compared. */
export function labelKey(text: string): string {
  return words(text).join(' ');
}
