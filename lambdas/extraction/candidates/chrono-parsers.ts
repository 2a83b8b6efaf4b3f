// The five locales, and Italian and Portuguese for their month names: the whole package loads thirteen
// more (a slower start for the CLI and Lambdas).
import * as chronoDe from 'chrono-node/de';
import * as chronoEn from 'chrono-node/en';
import * as chronoEs from 'chrono-node/es';
import * as chronoFr from 'chrono-node/fr';
import * as chronoIt from 'chrono-node/it';
import * as chronoNl from 'chrono-node/nl';
import * as chronoPt from 'chrono-node/pt';
import type { Language } from '../text/language.ts';

/** Languages whose dates are read where none of the five reads a line's month ('9 luglio 2027'). */
export const monthOnlyLanguages = ['it', 'pt'] as const;

export type ParserName = Language | (typeof monthOnlyLanguages)[number] | 'en-day-first';
export type DateParser = {
  parse: (text: string, ref: Date, option: chronoEn.ParsingOption) => chronoEn.ParsedResult[];
};

/** The one option every parse passes: the patterns below are compiled for it. */
export const parseOption: chronoEn.ParsingOption = { forwardDate: true };

interface WordBoundaryParser {
  innerPatternHasChange?: (context: unknown, current: RegExp) => boolean;
}

/**
 * chrono rebuilds a word-boundary parser's RegExp on every parse when its inner pattern is written as a
 * literal (a new object each call, so the cache check never hits): most of a parse's cost. The inner
 * patterns depend only on the parser's own settings and on `forwardDate`, which is always
 * `parseOption`'s, so the first compiled pattern stays valid.
 */
function compileOnce<T extends { parsers: unknown[] }>(chrono: T): T {
  for (const parser of chrono.parsers as WordBoundaryParser[]) {
    if (typeof parser.innerPatternHasChange === 'function') parser.innerPatternHasChange = () => false;
  }
  return chrono;
}

// Strict parsers (as the package's `strict`): no 'today' or 'next Friday', only written dates and times.
// Own parser instances, so that the package's shared ones keep their behaviour for any other caller.
export const dateParsers: Record<ParserName, DateParser> = {
  en: compileOnce(new chronoEn.Chrono(chronoEn.configuration.createConfiguration(true, false))),
  'en-day-first': compileOnce(new chronoEn.Chrono(chronoEn.configuration.createConfiguration(true, true))),
  de: compileOnce(new chronoDe.Chrono(chronoDe.createConfiguration(true))),
  es: compileOnce(new chronoEs.Chrono(chronoEs.createConfiguration(true))),
  fr: compileOnce(new chronoFr.Chrono(chronoFr.createConfiguration(true))),
  nl: compileOnce(new chronoNl.Chrono(chronoNl.createConfiguration(true))),
  it: compileOnce(new chronoIt.Chrono(chronoIt.configuration.createConfiguration(true))),
  pt: compileOnce(new chronoPt.Chrono(chronoPt.createConfiguration(true))),
};
