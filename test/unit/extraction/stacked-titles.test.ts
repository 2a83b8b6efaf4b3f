import { describe, expect, it } from 'vitest';
import { generateCandidates } from '../../../lambdas/extraction/candidates/generate-candidates.ts';
import { extractFromDocument } from '../../../lambdas/extraction/extract.ts';
import { baselineModel } from '../../../lambdas/extraction/model/baseline-model.ts';
import { emailDocument } from './support/documents.ts';

const names = (lines: string[]) =>
  generateCandidates(emailDocument({ lines }))
    .candidates.filter((candidate) => candidate.field === 'eventName')
    .map((candidate) => candidate.value);

/** A title stacked on two lines is read whole too (decision 364). */
describe('titles stacked on two lines', () => {
  it("joins an act and its tour ('HOZIER' over 'Unheard Tour 2027') into one candidate", () => {
    const lines = ['HOZIER', 'Unheard Tour 2027', 'Thu 11 Mar 2027, 19:30', 'The O2, London'];
    expect(names(lines)).toContain('HOZIER - Unheard Tour 2027');
  });

  it("joins a team and the opponent under it with a space ('vs. …')", () => {
    const lines = ['LAKESHORE STATE TIDE FOOTBALL', 'vs. CENTRAL PRAIRIE COYOTES', 'Sat, Sep 18, 2027'];
    expect(names(lines)).toContain('LAKESHORE STATE TIDE FOOTBALL vs. CENTRAL PRAIRIE COYOTES');
  });

  it('joins no date, street or label line to a title', () => {
    const lines = [
      'Rammstein',
      'Sa., 12.06.2027, 19:30 Uhr',
      'Olympiastadion Berlin',
      'Olympischer Platz 3',
      'Block: 6',
    ];
    const found = names(lines);
    expect(found.filter((name) => name.includes(' - '))).toEqual([]);
    expect(found).not.toContain('Olympiastadion Berlin - Olympischer Platz 3');
  });

  it("joins no button to the title under it ('Accetta i biglietti')", () => {
    expect(names(['Accetta i biglietti', 'I-DAYS MILANO 2027', 'IMAGINE DRAGONS'])).not.toContain(
      'Accetta i biglietti - I-DAYS MILANO 2027',
    );
  });

  it('names the event by both lines when the layout stacks its title', () => {
    const result = extractFromDocument(
      emailDocument({
        subject: 'Sophie hat dir Tickets gesendet - jetzt annehmen',
        lines: [
          'Sophie hat dir Tickets gesendet!',
          'Sophie Wagner möchte dir 2 Tickets übertragen. Nimm die Tickets an, damit sie in deinem Konto gespeichert werden.',
          'Herbert Grönemeyer',
          'Stadion Tour 2027',
          'Sa., 12.06.2027, 19:30 Uhr (Einlass: 17:00 Uhr)',
          'Olympiastadion Berlin',
          'Olympischer Platz 3, 14053 Berlin',
          'BEREICH | BLOCK | REIHE | PLATZ',
          'Oberring | 6 | 14 | 22 - 23',
          'Tickets annehmen',
        ],
      }),
      baselineModel,
    );
    expect(result.tickets[0]?.eventName).toBe('Herbert Grönemeyer - Stadion Tour 2027');
  });
});
