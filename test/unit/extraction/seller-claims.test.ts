import { describe, expect, it } from 'vitest';
import { applySellerClaim, sellerClaim } from '../../../lambdas/extraction/result/seller-claims.ts';
import type { ExtractedTicket } from '../../../lambdas/extraction/types.ts';

const group = (seats: string[]): ExtractedTicket =>
  ({ eventName: 'Calloway', section: '204', row: '7', seats, quantity: seats.length }) as ExtractedTicket;

describe("the seller's note on the seats that are theirs", () => {
  it.each([
    ['Only the first two seats (11 and 12) are mine to sell. Priya is keeping 13 and 14.', ['11', '12']],
    ['Please note only the first two seats are mine to sell – my sister keeps the other two.', ['11', '12']],
    [
      'Let op: alleen stoel 12 en 13 zijn van mij en mogen verkocht worden, 14 houdt mijn zwager.',
      ['12', '13'],
    ],
    ["seat 11 is my dad's, he's still going, so only 13 and 14 are for sale please.", ['13', '14']],
    ['Nur die Plätze 11-12 gehören mir, bitte nur die verkaufen.', ['11', '12']],
    ['Attention : seules les places 13 et 14 sont à moi et à vendre.', ['13', '14']],
    ['OBS: kun plads 11 og 12 er mine og skal sælges – 13 og 14 er min brors.', ['11', '12']],
    ['Figyelem: csak a 11-es és a 12-es szék az enyém, a 13-14-et a sógorom árulja.', ['11', '12']],
  ])('"%s" keeps %j of seats 11-14', (note, kept) => {
    const tickets = [group(['11', '12', '13', '14'])];
    const claim = sellerClaim(note);
    expect(claim && applySellerClaim(tickets, claim)).toBe(true);
    expect(tickets[0]!.seats).toEqual(kept);
    expect(tickets[0]!.quantity).toBe(kept.length);
  });

  it.each([
    'Forwarding my tickets, please list them.',
    'Only selling if you can get more than $80 each.',
    'Here you go, all 4 are in the order below. Let me know when you have listed yours!',
  ])('"%s" leaves the seats alone', (note) => {
    const tickets = [group(['11', '12', '13', '14'])];
    const claim = sellerClaim(note);
    if (claim) applySellerClaim(tickets, claim);
    expect(tickets[0]!.seats).toEqual(['11', '12', '13', '14']);
  });

  it("keeps the one group a note names by its row or section, and drops a friend's ('row F', 'orchestra')", () => {
    const groups = () => [
      { ...group(['5', '6']), section: 'Orchestra Center', row: 'F' },
      { ...group(['101', '102']), section: 'Balcony', row: 'A' },
    ];
    const note = "Only the two orchestra seats (row F) are mine to sell - the balcony pair is Dale's.";
    const tickets = groups();
    expect(applySellerClaim(tickets, sellerClaim(note)!)).toBe(true);
    expect(tickets.map((ticket) => [ticket.section, ticket.seats])).toEqual([
      ['Orchestra Center', ['5', '6']],
    ]);

    const both = groups();
    expect(
      applySellerClaim(both, sellerClaim('Only the orchestra and balcony seats are mine to sell.')!),
    ).toBe(false);
    expect(both).toHaveLength(2);
  });

  it("hears no claim in 'la place seule du samedi' (the single seat), only in 'seule la place du samedi'", () => {
    expect(
      sellerClaim('Les deux soirées sont à revendre (les 2 places du vendredi et la place seule du samedi).'),
    ).toBeUndefined();
    expect(sellerClaim('Seule la place du samedi est à vendre.')).toEqual({ kind: 'day', day: 6 });
  });

  it('asks for review when the note limits the seats in a way no single group fits', () => {
    expect(sellerClaim('I can only sell 2 of the 4 seats, the others are mine to keep.')).toEqual({
      kind: 'unclear',
    });
    const twoRows = [group(['1', '2', '3']), { ...group(['1', '2', '3']), row: '8' }];
    expect(applySellerClaim(twoRows, sellerClaim('Only seats 1 and 2 are mine.')!)).toBe(false);
    expect(twoRows.map((ticket) => ticket.seats)).toEqual([
      ['1', '2', '3'],
      ['1', '2', '3'],
    ]);
  });

  it("keeps the claimed seats on each day of the same seats ('nur die Plätze 23 und 24, und zwar an beiden Tagen')", () => {
    const twoDays = [group(['21', '22', '23', '24']), group(['21', '22', '23', '24'])];
    const note = 'WICHTIG: Verkaufen möchte ich nur die Plätze 23 und 24, und zwar an beiden Tagen.';
    expect(applySellerClaim(twoDays, sellerClaim(note)!)).toBe(true);
    expect(twoDays.map((ticket) => [ticket.seats, ticket.quantity])).toEqual([
      [['23', '24'], 2],
      [['23', '24'], 2],
    ]);
  });

  it("keeps the row a note names after a count of seats ('nur die 2 Plätze in Reihe F sind meine')", () => {
    const rows = [
      { ...group(['11', '12']), section: 'Parkett links', row: 'F' },
      { ...group(['11', '12']), section: 'Parkett links', row: 'G' },
    ];
    const note =
      'Achtung: nur die 2 Plätze in Reihe F sind meine. Die beiden in Reihe G gehören meinem Bruder.';
    expect(applySellerClaim(rows, sellerClaim(note)!)).toBe(true);
    expect(rows.map((ticket) => ticket.row)).toEqual(['F']);
  });

  it("keeps the groups of the weekday a note names ('Pon a la venta solo las del sábado')", () => {
    const days = () => [
      { ...group(['14', '16']), eventDate: '2027-04-16T20:00:00+02:00' },
      { ...group(['21', '22']), eventDate: '2027-04-17T18:00:00+02:00' },
    ];
    const tickets = days();
    expect(applySellerClaim(tickets, sellerClaim('Pon a la venta solo las del sábado por favor.')!)).toBe(
      true,
    );
    expect(tickets.map((ticket) => ticket.seats)).toEqual([['21', '22']]);

    const sunday = days();
    expect(applySellerClaim(sunday, sellerClaim('Only the Sunday ones please.')!)).toBe(false);
    expect(sunday).toHaveLength(2);
  });
});
