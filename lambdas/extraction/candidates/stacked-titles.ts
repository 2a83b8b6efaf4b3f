import type { TextLine } from '../text/document-lines.ts';
import { words } from '../text/normalise.ts';

// A layout often stacks a title on two lines: the act over its tour ('HOZIER' / 'Unheard Tour 2027',
// 'Miss Li' / 'Arenaturné 2027'), a show over its subtitle ('MOZART!' / 'Das Musical'), a team over
// its opponent ('LAKESHORE STATE TIDE FOOTBALL' / 'vs. CENTRAL PRAIRIE COYOTES'). The two lines read as
// one title are a candidate of their own; the model learns from its traits when the whole is the name.
const maxLineWords = 7;
const opponentLead = /^(?:vs?\.?|versus|at|@|gegen|contre|contra|tegen)\s/iu;
// A line that ends in a colon leads into the next ('NUIT BLANCHE ÉLECTRONIQUE :' / 'ODILE VASSEUR').
const leadsIn = /[:]\s*$/u;
const hasYear = /\b(?:19|20)\d\d\b/u;
// A number other than a year makes a street, a date or a count ('Olympischer Platz 3', '2 Tickets').
const otherNumber = /\d/u;
const numbered = (text: string) => otherNumber.test(text.replace(/\b(?:19|20)\d\d\b/gu, ''));

export interface StackedTitle {
  text: string;
  line: number;
  traits: string[];
}

const isShortLine = (line: TextLine) => {
  const count = words(line.text).length;
  return line.cells.length === 1 && count > 0 && count <= maxLineWords;
};

/**
 * Two short lines one above the other read as one title ('Herbert Grönemeyer – Stadion Tour 2027'),
 * when each can be a name on its own (`isName`) and the first holds no colon but at its end.
 */
export function stackedTitles(lines: readonly TextLine[], isName: (text: string) => boolean): StackedTitle[] {
  const out: StackedTitle[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const head = lines[i]!;
    const tail = lines[i + 1]!;
    if (head.source === 'subject' || head.source !== tail.source || tail.index !== head.index + 1) continue;
    if (!isShortLine(head) || !isShortLine(tail)) continue;
    const lead = leadsIn.test(head.text);
    if ((!lead && head.text.includes(':')) || tail.text.includes(':')) continue;
    if (numbered(head.text) || numbered(tail.text)) continue;
    if (!isName(head.text.replace(leadsIn, '')) || !isName(tail.text)) continue;
    const joiner = lead || opponentLead.test(tail.text) ? ' ' : ' - ';
    const traits = ['stacked', lead ? 'stacked:lead' : joiner === ' ' ? 'stacked:opponent' : 'stacked:dash'];
    if (hasYear.test(tail.text)) traits.push('stacked:tail-year');
    if (head.text === head.text.toUpperCase() && tail.text !== tail.text.toUpperCase())
      traits.push('stacked:upper-head');
    out.push({
      text: `${head.text.replace(/\s*:\s*$/u, ':')}${joiner}${tail.text}`,
      line: head.index,
      traits,
    });
  }
  return out;
}
