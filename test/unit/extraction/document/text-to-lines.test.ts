import { describe, expect, it } from 'vitest';
import { textToLines } from '../../../../lambdas/extraction/document/text-to-lines.ts';

const linesOf = (text: string) => textToLines(text, undefined, { columns: true }).lines;

describe('plain text to lines', () => {
  it('keeps the cells of a table aligned in columns, as an HTML table reads', () => {
    const text = [
      'YOUR SEATS - Main Stand',
      'Block   Row   Seat   Ticket Type      Price',
      'C       12    101    Adult            €20.00',
      'C       12    102    Adult            €20.00',
      '',
      'Booking fee:                               €1.50',
    ].join('\n');

    expect(linesOf(text)).toEqual([
      'YOUR SEATS - Main Stand',
      'Block | Row | Seat | Ticket Type | Price',
      'C | 12 | 101 | Adult | €20.00',
      'C | 12 | 102 | Adult | €20.00',
      'Booking fee: €1.50',
    ]);
  });

  it('leaves a line alone whose gaps no neighbour shares (a header with a one-space gap, a lone line)', () => {
    const text = [
      'Anz. Kategorie      Einzelpreis   Summe',
      '2    Stehplatz Innenraum   69,90 EUR   139,80 EUR',
      '',
      'Stalls   Row P   Seats 5-6',
    ].join('\n');

    expect(linesOf(text)).toEqual([
      'Anz. Kategorie Einzelpreis Summe',
      '2 Stehplatz Innenraum 69,90 EUR 139,80 EUR',
      'Stalls Row P Seats 5-6',
    ]);
  });

  it('collapses the spaces of every line without the option (attachments)', () => {
    expect(textToLines('Block   Row   Seat\nC   12   101').lines).toEqual(['Block Row Seat', 'C 12 101']);
  });

  it("splits a pasted mail whose lines ran together ('… 2027Palau Sant Jordi', '114Fila 8Asiento 3')", () => {
    const pasted =
      'Gracias por tu compra.LOS PÁJAROS DE INVIERNO - Gira Mar de Fondo 2027Palau Sant Jordi, Barcelona' +
      'sábado, 10 de abril de 2027 · 21:00Apertura de puertas: 19:00Entradas (2)Bloque 114Fila 8Asiento 3' +
      'Entrada General48,00 €Bloque 114Fila 8Asiento 4';
    expect(textToLines(pasted).lines).toEqual([
      'Gracias por tu compra.',
      'LOS PÁJAROS DE INVIERNO - Gira Mar de Fondo 2027',
      'Palau Sant Jordi, Barcelonasábado, 10 de abril de 2027 · 21:00',
      'Apertura de puertas: 19:00',
      'Entradas (2)',
      'Bloque 114',
      'Fila 8',
      'Asiento 3',
      'Entrada General48,00 €',
      'Bloque 114',
      'Fila 8',
      'Asiento 4',
    ]);
    // A long line of prose with a few such meetings stays whole.
    const prose = `${'Doors 7:00 PM. Show 8:00 PM. '.repeat(4)}Please arrive early, bags are searched at the gate.`;
    expect(textToLines(prose).lines).toEqual([prose.trim()]);
  });
});
