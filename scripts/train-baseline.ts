import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { train } from '../lambdas/extraction/model/train.ts';
import { trainingExamples } from './extraction-corpus.ts';

/**
 * `npm run train:baseline`: trains the shipped model from the corpus TRAIN split and the blind mail
 * and writes lambdas/extraction/model/baseline-model.json. The test split stays unseen.
 */
const target = fileURLToPath(new URL('../lambdas/extraction/model/baseline-model.json', import.meta.url));

const started = performance.now();
const examples = await trainingExamples();
const artifact = train(examples, { version: 'v1.0' });
await writeFile(target, `${JSON.stringify(artifact)}\n`);
const metrics = artifact.metrics!;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(
  `trained ${artifact.version} on ${examples.length} e-mails in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(
  `held-out (by vendor folds): class ${percent(metrics.classAccuracy)}, fields ${percent(metrics.accuracy)}`,
);
for (const [field, value] of Object.entries(metrics.fieldAccuracy))
  console.log(`  ${field.padEnd(10)} ${percent(value)}`);
console.log(`wrote ${target} (${(JSON.stringify(artifact).length / 1024).toFixed(0)} KB)`);
