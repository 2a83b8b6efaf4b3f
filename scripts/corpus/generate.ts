/**
 * Writes the labelled e-mail corpus and the malformed inputs: `npm run corpus:generate`
 * (options: --out <dir> for the e-mails, --malformed <dir>). Same bytes on every run.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildCorpus } from './build.ts';
import { writeMalformed } from './malformed.ts';
import { writeStats } from './stats.ts';
import { corpusDir, loadCorpus } from '../../test/fixtures/corpus.ts';
import { malformedDir } from '../../test/fixtures/malformed/index.ts';

export const writeCorpus = async (outDir: string): Promise<number> => {
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) {
    if (name.endsWith('.eml') || name.endsWith('.json')) rmSync(join(outDir, name));
  }
  const emails = await buildCorpus();
  for (const email of emails) {
    writeFileSync(join(outDir, `${email.id}.eml`), email.eml);
    writeFileSync(join(outDir, `${email.id}.json`), `${JSON.stringify(email.label, null, 2)}\n`);
  }
  return emails.length;
};

export { writeMalformed };

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, malformed: { type: 'string' } } });
  const emails = await writeCorpus(values.out ?? corpusDir);
  const broken = await writeMalformed(values.malformed ?? malformedDir);
  if (!values.out)
    writeStats(
      join(corpusDir, '..', 'README.md'),
      loadCorpus().map((email) => email.label),
    );
  console.log(
    `wrote ${emails} e-mails to ${values.out ?? corpusDir} and ${broken} malformed inputs to ${values.malformed ?? malformedDir}`,
  );
}
