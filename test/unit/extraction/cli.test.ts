import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { corpusDir } from '../../fixtures/corpus.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../..');
const extractCli = (...args: string[]) =>
  run('npm', ['run', '--silent', 'extract', '--', ...args], { cwd: root });

const ticketKeys = [
  'eventName',
  'eventDate',
  'venue',
  'section',
  'row',
  'seats',
  'quantity',
  'fieldConfidence',
];

describe('npm run --silent extract', () => {
  it('prints exactly one JSON line per file, with exactly the agreed keys, and nothing else', async () => {
    const files = [join(corpusDir, 'tickethub-conf-01.eml'), join(corpusDir, 'phishing-phish-01.eml')];
    const { stdout } = await extractCli(...files);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const [ticketMail, phishing] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(ticketMail!)).toEqual(['file', 'class', 'tickets', 'confidence', 'needsReview']);
    expect(ticketMail).toMatchObject({ file: files[0], class: 'ticket_confirmation' });
    for (const ticket of ticketMail!.tickets as Record<string, unknown>[])
      expect(Object.keys(ticket)).toEqual(ticketKeys);
    expect(phishing).toMatchObject({ file: files[1], class: 'other', tickets: [] });
  }, 60_000);

  it('takes another model with --model and says on stderr, not stdout, when a file cannot be read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'extract-cli-'));
    const model = join(dir, 'model.json');
    await writeFile(model, JSON.stringify(baselineModel));
    const { stdout, stderr } = await extractCli('--model', model, join(dir, 'missing.eml'));
    expect(JSON.parse(stdout)).toMatchObject({
      class: 'other',
      tickets: [],
      confidence: 0,
      needsReview: true,
    });
    expect(stderr).toContain('missing.eml');
  }, 60_000);
});
