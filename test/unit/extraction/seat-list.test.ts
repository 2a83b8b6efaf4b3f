import { describe, expect, it } from 'vitest';
import { parseSeatList } from '../../../lambdas/extraction/candidates/seat-list.ts';

describe('seat notation', () => {
  it.each([
    ['7-8', ['7', '8']],
    ['7, 8, 9', ['7', '8', '9']],
    ['7 – 8', ['7', '8']],
    ['Seats 101-104', ['101', '102', '103', '104']],
    ['A1-A4', ['A1', 'A2', 'A3', 'A4']],
    ['7 & 8', ['7', '8']],
    ['7 und 8', ['7', '8']],
    ['7 y 8', ['7', '8']],
    ['12 bis 14', ['12', '13', '14']],
    ['3 t/m 5', ['3', '4', '5']],
    // Seating cells space their slashes out: 'stoel 12 t/m 14' reaches the list as '12 t / m 14'.
    ['12 t / m 14', ['12', '13', '14']],
    ['12', ['12']],
    ['14a, 14b', ['14A', '14B']],
    ['12A - 12B', ['12A', '12B']],
    ['12A-C', ['12A', '12B', '12C']],
    ['12 - 13 - 14', ['12', '13', '14']],
    ['11 og 12', ['11', '12']],
    ['8 i 9', ['8', '9']],
    ['5 till 7', ['5', '6', '7']],
    // Decision 378.
    ['dal 21 al 24', ['21', '22', '23', '24']],
    ['from 3 to 5', ['3', '4', '5']],
    // Decision 392: a ticket's code after the seat.
    ['5, 2711 0347 2605 1', ['5']],
  ])('reads %s as its seats', (text, seats) => {
    expect(parseSeatList(text)).toEqual(seats);
  });

  it.each([
    '$150.00',
    '2026-03-14',
    'Madison Square Garden',
    '1-200',
    '9-3',
    '12B-12A',
    '12A-13B',
    '12-14-16',
    'af te',
    '10 in',
  ])('does not take %s for seats', (text) => {
    expect(parseSeatList(text)).toBeNull();
  });
});
