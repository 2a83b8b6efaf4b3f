import type { DecodedValue } from './scored-candidate.ts';

const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const latinWord = /[A-Za-z]{2,}/;
// '横浜アリーナ (Yokohama Arena)': the name, then its Latin reading in brackets.
const bracketed =
  /^[^()]*?[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af][^()]*\(([^()]*[A-Za-z]{2,}[^()]*)\)\s*$/u;
// '海港室樂團：星夜序曲 Harbour Chamber Orchestra: Starlit Overture', '堂座 Stalls': the name in CJK
// script, then the same in Latin script.
const trailing =
  /^[^A-Za-z]*?[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af][^A-Za-z]*?\s([A-Za-z][^\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]*)$/u;

/**
 * The Latin-script reading of a name written in two scripts, which is how a resale listing names it;
 * a name in one script is kept as written.
 */
export function latinReading(value: string): string {
  if (!cjk.test(value) || !latinWord.test(value)) return value;
  const reading = bracketed.exec(value)?.[1] ?? trailing.exec(value)?.[1];
  return reading && latinWord.test(reading) ? reading.trim() : value;
}

/** The decoded value with its text read as above. */
export const withLatinReading = (decoded: DecodedValue): DecodedValue =>
  decoded.value === null ? decoded : { ...decoded, value: latinReading(decoded.value) };
