import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../../lambdas/extraction/document/parse-document.ts';
import { extract } from '../../../../lambdas/extraction/extract.ts';
import { baselineModel } from '../../../../lambdas/extraction/model/baseline-model.ts';

/** A text-only mail in windows-1252, base64: 0x96 is its en dash, 0x80 its euro sign. */
function windows1252Mail(body: string, subject = 'Ihre Bestellung HH-260309-4417'): Uint8Array {
  const bytes = Buffer.from(
    body.replaceAll('–', '\x96').replaceAll('€', '\x80').replaceAll('’', '\x92'),
    'latin1',
  );
  const head = [
    'From: Konzertkasse <karten@konzertkasse-hamburg.de>',
    'To: jana@example.com',
    `Subject: ${subject}`,
    'Date: Mon, 9 Mar 2026 10:00:00 +0100',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="windows-1252"',
    'Content-Transfer-Encoding: base64',
  ].join('\r\n');
  return new Uint8Array(Buffer.from(`${head}\r\n\r\n${bytes.toString('base64')}\r\n`, 'latin1'));
}

describe('charsets', () => {
  it("reads windows-1252's dashes and euro signs, which Node's decoder gives as control characters", async () => {
    const raw = windows1252Mail(
      [
        'Vielen Dank für Ihre Bestellung.',
        'Veranstaltung: Kammerorchester Rheinblick – Sommernachtskonzert',
        'Ort: Laeiszhalle, Hamburg',
        'Datum: 12.06.26 19:30 Uhr',
        'Platz: Parkett links, Reihe 7, Platz 11–12',
        'Anzahl: 2 Karten à € 59,00',
      ].join('\r\n'),
    );

    const result = await extract(raw, baselineModel);

    expect(result.tickets).toHaveLength(1);
    expect(result.tickets[0]).toMatchObject({
      eventName: 'Kammerorchester Rheinblick - Sommernachtskonzert',
      seats: ['11', '12'],
    });
  });

  it("reads windows-1252 in the seller's note and the subject too: the note's dash ends what it claims", async () => {
    const raw = windows1252Mail(
      [
        'Only seats 21 and 22 are mine to sell – 23 & 24 are my sister’s.',
        '',
        '---------- Forwarded message ---------',
        'From: Ticketmaster <customer_support@email.ticketmaster.co.nz>',
        'Date: Tue, 9 Feb 2027 at 10:14',
        'Subject: You’re in! Harbour Lights',
        '',
        'HARBOUR LIGHTS – THE TIDAL TOUR 2027',
        'Sat 20 Mar 2027 6:00pm',
        'Eden Park, Auckland',
        'SECTION S14 | ROW M | SEATS 21 – 24',
      ].join('\r\n'),
      '=?windows-1252?Q?FW:_You=92re_in!?=',
    );

    const document = await parseDocument(raw);
    const result = await extract(raw, baselineModel);

    expect(document.subject).toBe('FW: You’re in!');
    expect(document.sellerNote).toContain('mine to sell – 23 & 24 are my sister’s');
    expect(result.tickets.map((ticket) => ticket.seats)).toEqual([['21', '22']]);
  });
});
