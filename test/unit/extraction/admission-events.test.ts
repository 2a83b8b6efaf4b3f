import { describe, expect, it } from 'vitest';
import type { CandidateField } from '../../../lambdas/extraction/candidates/candidate.ts';
import { admissionEvents } from '../../../lambdas/extraction/result/admission-events.ts';
import type { ScoredCandidate } from '../../../lambdas/extraction/result/scored-candidate.ts';
import type { LineSource, TextLine } from '../../../lambdas/extraction/text/document-lines.ts';

const scored = (
  field: CandidateField,
  value: string,
  line: number,
  probability: number,
  labelWords: string[] = [],
): ScoredCandidate => ({
  field,
  value,
  line,
  order: 0,
  source: labelWords.length > 0 ? 'colon' : 'heading',
  labelWords,
  labelLine: line,
  traits: [],
  probability,
});

const line = (index: number, text: string, source: LineSource = 'body'): TextLine => ({
  index,
  text,
  cells: [text],
  source,
  position: 0.5,
});

describe('the events of an order of unseated tickets', () => {
  // TickPick's two orders for two nights, with an .ics that repeats both nights.
  const lines = [
    line(0, 'Marlow Vance'),
    line(1, 'Fri, Jun 11, 2027 · 7:30 PM'),
    line(2, 'SECTION General Admission | QTY 2'),
    line(3, 'Marlow Vance'),
    line(4, 'Sat, Jun 12, 2027 · 7:30 PM'),
    line(5, 'SECTION General Admission | QTY 2'),
    line(6, '2027-06-11T19:30:00-06:00', 'attachment'),
    line(7, 'General Admission - Qty 2', 'attachment'),
    line(8, '2027-06-12T19:30:00-06:00', 'attachment'),
    line(9, 'General Admission - Qty 2', 'attachment'),
  ];
  const counts = [scored('quantity', '2', 2, 0.9), scored('quantity', '2', 5, 0.9)];

  it("takes a second night the model gives 0.0001 of the date's share, and no attachment's copy of a night", () => {
    const dates = [
      scored('eventDate', '2027-06-11T19:30:00', 1, 0.77),
      scored('eventDate', '2027-06-12T19:30:00', 4, 0.0001),
      scored('eventDate', '2027-06-11T19:30:00', 6, 0.0001),
      scored('eventDate', '2027-06-12T19:30:00', 8, 0.0001),
    ];
    const events = admissionEvents(counts, dates, lines);
    expect(events.map((event) => event.counts.map((count) => count.line))).toEqual([[2], [5]]);
  });

  it('takes no order date for an event', () => {
    const festival = [
      line(0, 'Order date: 21/05/2027 20:58'),
      line(1, 'Weekend Camping x 2'),
      line(2, 'Saturday 31st July 2027, 12:00pm'),
      line(3, 'Saturday Day Ticket x 2'),
    ];
    const dates = [
      scored('eventDate', '2027-05-21T20:58:00', 0, 0.01, ['order', 'date']),
      scored('eventDate', '2027-07-31T12:00:00', 2, 0.9),
    ];
    const festivalCounts = [scored('quantity', '2', 1, 0.9), scored('quantity', '2', 3, 0.9)];
    expect(admissionEvents(festivalCounts, dates, festival)).toEqual([]);
  });
});
