/**
 * score:mail — the shipped model on labelled mail it may never have seen: a folder of sets laid out as
 * test/fixtures/blind-mail (`<set>/labels.json` beside `<set>/<name>.eml`). Prints each faulty e-mail
 * with what went wrong, then fields right, class faults, faulty e-mails and how many of those would go
 * out without review, and how many e-mails in all go to review. This is how a new blind set measures the engine before it becomes training mail.
 * It reads each mail as the product does (`extract`), with the messages attached beside the first.
 *
 *   npm run score:mail -- <folder of sets> [--quiet]
 */
import { resolve } from 'node:path';
import { extract } from '../lambdas/extraction/extract.ts';
import { baselineModel } from '../lambdas/extraction/model/baseline-model.ts';
import { ticketFields } from '../lambdas/extraction/types.ts';
import { loadBlindMail } from '../test/fixtures/blind-mail.ts';
import { scoreTickets } from '../test/fixtures/compare.ts';

const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error('usage: npm run score:mail -- <folder of sets, each with labels.json and .eml files>');
  process.exit(2);
}
const quiet = process.argv.includes('--quiet');

let fields = 0;
let fieldsRight = 0;
let classFaults = 0;
let faulty = 0;
let faultyNotInReview = 0;
let inReview = 0;
const mails = loadBlindMail(resolve(folder));
for (const mail of mails) {
  // The product's path: messages attached side by side are read too.
  const result = await extract(mail.raw, baselineModel);
  if (result.needsReview) inReview += 1;
  const faults: string[] = [];
  if (result.class !== mail.label.class) {
    classFaults += 1;
    faults.push(`class ${result.class}, expected ${mail.label.class}`);
  }
  const { matches, extra } = scoreTickets(mail.label.tickets, result.tickets);
  for (const match of matches) {
    fields += ticketFields.length;
    for (const field of ticketFields) {
      if (match.fields[field]) fieldsRight += 1;
      else
        faults.push(
          `${field} ${JSON.stringify(match.extracted?.[field] ?? null)} ≠ ${JSON.stringify(match.gold[field])}`,
        );
    }
  }
  if (extra.length > 0) faults.push(`${extra.length} extra ticket(s)`);
  if (faults.length === 0) continue;
  faulty += 1;
  if (!result.needsReview) faultyNotInReview += 1;
  if (!quiet)
    console.log(
      `${mail.id} (confidence ${result.confidence}${result.needsReview ? ', review' : ''}): ${faults.join('; ')}`,
    );
}

const percent = fields === 0 ? '-' : ((fieldsRight / fields) * 100).toFixed(1);
console.log(
  `\n${mails.length} e-mails: fields right ${fieldsRight} / ${fields} (${percent} %), class faults ${classFaults}, ` +
    `faulty e-mails ${faulty}, of them not in review ${faultyNotInReview}; in review ${inReview}`,
);
