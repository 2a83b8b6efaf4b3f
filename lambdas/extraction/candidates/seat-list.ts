import { cleanText } from '../text/normalise.ts';

/** A range longer than this is not a seat range (more likely a date, a price or a postcode). */
const maxRangeLength = 40;

const seatToken = /^(?:[A-Z]{0,3}\d{1,4}[A-Z]?|[A-Z]{1,2})$/i;
const rangePattern = /^([A-Z]{0,3})(\d{1,4})\s*-\s*([A-Z]{0,3})(\d{1,4})$/i;
const letterRange = /^([A-Z])\s*-\s*([A-Z])$/i;
// '12A-12B', '12A-C': one seat number, a run of letters.
const suffixRange = /^(\d{1,4})([A-Z])\s*-\s*(?:\1)?([A-Z])$/i;

// 'and' / 'to' in the five languages the engine reads ('7 und 8', '7 bis 9', '7 t/m 9', '7 al 9'), and in
// Italian, Polish, the Nordic languages and Finnish ('Sete 11 og 12', 'miejsca 8 i 9', 'plats 5 till 7').
const listWords = /\s+(?:and|und|y|e|et|en|ed|i|og|och|ja|&|\+)\s+/gi;
const rangeWords = /\s+(?:to|thru|through|bis|al|a|à|au|t\s*\/\s*m|tot|tm|til|till)\s+/gi;

const trailingNote = /\s*\([^()]*\p{Ll}[^()]*\)$/u;

/** The text without a note in brackets at its end ('1, 3 (side by side - house right)' → '1, 3'). */
export const withoutTrailingNote = (text: string) => text.replace(trailingNote, '');

// 'místo 5, 2711 0347 2605 1': a ticket's code of digit groups after the seats is no part of them.
const trailingCode = /[,;]\s*\d{4}(?:\s+\d{1,4}){2,}$/;

// '12 - 13 - 14': seats one after the other, each written out.
const consecutiveRun = /^\d{1,4}(?:-\d{1,4}){2,}$/;

function expandRange(item: string): string[] | null {
  if (consecutiveRun.test(item)) {
    const numbers = item.split('-').map(Number);
    return numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1) ? numbers.map(String) : null;
  }
  const numeric = rangePattern.exec(item);
  if (numeric) {
    const [, prefix = '', from = '', endPrefix = '', to = ''] = numeric;
    if (endPrefix && endPrefix.toUpperCase() !== prefix.toUpperCase()) return null;
    const start = Number(from);
    const end = Number(to);
    if (end < start || end - start >= maxRangeLength) return null;
    return Array.from({ length: end - start + 1 }, (_, i) => `${prefix}${start + i}`);
  }
  const suffixed = suffixRange.exec(item);
  if (suffixed) return letterRun(suffixed[2]!, suffixed[3]!, suffixed[1]!);
  const letters = letterRange.exec(item);
  if (letters) return letterRun(letters[1]!, letters[2]!);
  return null;
}

/** 'A'…'C' → ['A', 'B', 'C'], each after the prefix; null when the run goes backwards. */
function letterRun(from: string, to: string, prefix = ''): string[] | null {
  const start = from.toUpperCase().charCodeAt(0);
  const end = to.toUpperCase().charCodeAt(0);
  if (end < start) return null;
  return Array.from({ length: end - start + 1 }, (_, i) => `${prefix}${String.fromCharCode(start + i)}`);
}

/**
 * Reads a seat notation into the list of seats: '7-8' → ['7','8'], '7, 8, 9', '7 – 8', '101-104',
 * 'A1-A4', '12A-12B', '7 & 8', '7 bis 9'. Null when the text is not a seat list.
 */
export function parseSeatList(text: string): string[] | null {
  // Dates, times and prices are no seat lists.
  if (/\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d:\d\d|[$€£]|\d[.,]\d\d\b/.test(text)) return null;
  const cleaned = cleanText(text)
    .replace(/^(?:seats?|sitze?|pl[aä]tze?|asientos?|places?|stoel(?:en)?|nos?\.?|#)\s*:?\s*/i, '')
    // 'dal 21 al 27', 'from 3 to 6': the word that opens a range.
    .replace(/^(?:dal|from|von|desde)\s+(?=[A-Z]{0,3}\d)/i, '')
    .replace(listWords, ',')
    .replace(rangeWords, '-')
    .replace(/\s*-\s*/g, '-')
    .replace(/[.;]$/, '')
    // '1, 3 (side by side - house right)': a note in brackets after the seats is no part of them.
    .replace(trailingNote, '')
    .replace(trailingCode, '');
  if (cleaned.length === 0) return null;
  const items = cleaned.split(/\s*[,;/·•|]\s*|\s+/).filter((item) => item.length > 0);
  const seats: string[] = [];
  for (const item of items) {
    if (item.includes('-')) {
      const expanded = expandRange(item);
      if (!expanded) return null;
      seats.push(...expanded);
    } else if (/^\p{Ll}+$/u.test(item)) {
      // 'af te halen': a seat is a number or a capital, never a word in lower case.
      return null;
    } else if (seatToken.test(item)) {
      seats.push(item.toUpperCase() === item ? item : item.toUpperCase());
    } else {
      return null;
    }
  }
  return seats.length > 0 && seats.length <= maxRangeLength ? [...new Set(seats)] : null;
}
