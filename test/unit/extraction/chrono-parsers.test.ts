import * as chronoDe from 'chrono-node/de';
import * as chronoEn from 'chrono-node/en';
import * as chronoEs from 'chrono-node/es';
import * as chronoFr from 'chrono-node/fr';
import * as chronoNl from 'chrono-node/nl';
import { describe, expect, it } from 'vitest';
import { dateParsers, parseOption } from '../../../lambdas/extraction/candidates/chrono-parsers.ts';

const reference = new Date('2026-02-01T10:00:00Z');
const read = (parser: { parse: typeof chronoEn.strict.parse }, text: string) =>
  parser
    .parse(text, reference, parseOption)
    .map((result) => [result.index, result.text, result.start.date()]);

describe('dateParsers (patterns compiled once)', () => {
  it.each([
    ['en', chronoEn.strict, 'Saturday, March 14, 2026 at 7:30 PM EST · Doors 6:30 PM'],
    ['en', chronoEn.strict, 'Order date: 02/03/2026, show in 3 days'],
    ['de', chronoDe.strict, 'Samstag, 14. März 2026, 20:00 Uhr (Einlass 19 Uhr)'],
    ['es', chronoEs.strict, 'sábado, 14 de marzo de 2026 a las 20:00 h'],
    ['fr', chronoFr.strict, 'samedi 14 mars 2026 à 20h00'],
    ['nl', chronoNl.strict, 'zaterdag 14 maart 2026 om 20:00 uur'],
  ] as const)('reads %s lines as chrono-node’s own strict parser does, on every call', (name, own, text) => {
    const expected = read(own, text);

    expect(expected.length).toBeGreaterThan(0);
    for (let call = 0; call < 3; call += 1) expect(read(dateParsers[name], text)).toEqual(expected);
  });
});
