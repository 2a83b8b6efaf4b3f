import { readFile } from 'node:fs/promises';

// stdout carries only the JSON lines: anything a library logs goes to stderr.
console.log = console.info = console.debug = console.error;

/**
 * `npm run --silent extract -- [--model model.json] file.eml [...]`: one JSON line per file with the
 * class, tickets, confidence and review flag. Without --silent, npm prints its own banner on stdout.
 */
const args = process.argv.slice(2);
const files: string[] = [];
let modelPath: string | undefined;
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--model') modelPath = args[++i];
  else files.push(args[i]!);
}
if (files.length === 0) {
  process.stderr.write('usage: npm run --silent extract -- [--model model.json] <file.eml> [...]\n');
  process.exit(2);
}

const { extract } = await import('../lambdas/extraction/extract.ts');
const model = modelPath
  ? (await import('../lambdas/extraction/model/model-artifact.ts')).parseModelArtifact(
      await readFile(modelPath, 'utf8'),
    )
  : (await import('../lambdas/extraction/model/baseline-model.ts')).baselineModel;

for (const file of files) {
  const raw = await readFile(file).catch((error: unknown) => {
    process.stderr.write(`${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return new Uint8Array();
  });
  const result = await extract(new Uint8Array(raw), model);
  if (result.error) process.stderr.write(`${file}: ${result.error}\n`);
  const line = {
    file,
    class: result.class,
    tickets: result.tickets.map((ticket) => ({
      eventName: ticket.eventName,
      eventDate: ticket.eventDate,
      venue: ticket.venue,
      section: ticket.section,
      row: ticket.row,
      seats: ticket.seats,
      quantity: ticket.quantity,
      fieldConfidence: ticket.fieldConfidence,
    })),
    confidence: result.confidence,
    needsReview: result.needsReview,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
