/**
 * The corpus in figures, as the Markdown tables of test/fixtures/README.md. The generator rewrites the
 * block between the stats markers; a unit test checks that the README matches the corpus.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  corpusFeatures,
  forwardShapes,
  testOnlyVendors,
  type GoldLabel,
} from '../../test/fixtures/corpus.ts';

export const statsStart = '<!-- corpus-stats:start (written by npm run corpus:generate) -->';
export const statsEnd = '<!-- corpus-stats:end -->';

const tally = <K extends string>(labels: GoldLabel[], key: (label: GoldLabel) => K[]) => {
  const counts = new Map<K, { all: number; test: number }>();
  for (const label of labels) {
    for (const value of key(label)) {
      const entry = counts.get(value) ?? { all: 0, test: 0 };
      entry.all++;
      if (label.split === 'test') entry.test++;
      counts.set(value, entry);
    }
  }
  return counts;
};

const table = (header: string[], rows: (string | number)[][]): string =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const splitRows = <K extends string>(counts: Map<K, { all: number; test: number }>, order?: readonly K[]) =>
  (order ?? [...counts.keys()].sort()).map((key) => {
    const entry = counts.get(key) ?? { all: 0, test: 0 };
    return [`\`${key}\``, entry.all, entry.all - entry.test, entry.test];
  });

export const corpusStats = (labels: GoldLabel[]): string => {
  const withTickets = labels.filter((label) => label.tickets.length > 0).length;
  const test = labels.filter((label) => label.split === 'test').length;
  const vendors = [...new Set(labels.map((label) => label.vendor))].sort();
  const vendorRows = vendors.map((vendor) => {
    const own = labels.filter((label) => label.vendor === vendor);
    const classes = [...new Set(own.map((label) => label.class))].sort().join(', ');
    const onlyTest = (testOnlyVendors as readonly string[]).includes(vendor) ? ' (test only)' : '';
    return [
      `\`${vendor}\`${onlyTest}`,
      own[0]!.vendorName,
      own[0]!.language,
      own.length,
      own.filter((l) => l.split === 'train').length,
      own.filter((l) => l.split === 'test').length,
      classes,
    ];
  });
  return [
    `${labels.length} e-mails: ${labels.length - test} train, ${test} test; ${withTickets} carry tickets ` +
      `(${Math.round((withTickets / labels.length) * 100)} %), ${labels.reduce((n, l) => n + l.tickets.length, 0)} gold ticket groups; ` +
      `${labels.filter((l) => l.forwardShape !== 'none').length} arrive forwarded.`,
    '',
    '### By class',
    '',
    table(['class', 'all', 'train', 'test'], splitRows(tally(labels, (l) => [l.class]))),
    '',
    '### By vendor style',
    '',
    table(['style', 'name', 'language', 'all', 'train', 'test', 'classes'], vendorRows),
    '',
    '### By language',
    '',
    table(['language', 'all', 'train', 'test'], splitRows(tally(labels, (l) => [l.language]))),
    '',
    '### By forward shape',
    '',
    table(
      ['forwardShape', 'all', 'train', 'test'],
      splitRows(
        tally(labels, (l) => [l.forwardShape]),
        forwardShapes,
      ),
    ),
    '',
    '### By negative kind (class other)',
    '',
    table(
      ['negativeKind', 'all', 'train', 'test'],
      splitRows(tally(labels, (l) => (l.negativeKind ? [l.negativeKind] : []))),
    ),
    '',
    '### By feature',
    '',
    table(
      ['feature', 'all', 'train', 'test'],
      splitRows(
        tally(labels, (l) => l.features),
        corpusFeatures,
      ),
    ),
  ].join('\n');
};

/** Replaces the stats block of a README; returns whether it changed. */
export const writeStats = (readmePath: string, labels: GoldLabel[]): boolean => {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(statsStart);
  const end = readme.indexOf(statsEnd);
  if (start < 0 || end < start) throw new Error(`${readmePath} has no stats markers`);
  const next = `${readme.slice(0, start + statsStart.length)}\n\n${corpusStats(labels)}\n\n${readme.slice(end)}`;
  if (next === readme) return false;
  writeFileSync(readmePath, next);
  return true;
};

/** The stats block as it stands in a README. */
export const readStats = (readmePath: string): string => {
  const readme = readFileSync(readmePath, 'utf8');
  return readme.slice(readme.indexOf(statsStart) + statsStart.length, readme.indexOf(statsEnd)).trim();
};
