import type {
  LabelledTicket,
  TrainingExample,
} from '../../../../lambdas/extraction/model/training-example.ts';
import type { EmailDocument } from '../../../../lambdas/extraction/types.ts';
import { emailDocument } from './documents.ts';

/**
 * A vendor layout the shipped corpus has never shown: seating first under labels no lexicon knows
 * ('Enclosure', 'Bench', 'Chairs'), the event last under 'Headliner' and 'Building', a subject that
 * names nothing.
 */
interface StageboxOrder {
  booking: string;
  act: string;
  building: string;
  day: number;
  hour: number;
  enclosure: string;
  bench: string;
  chairs: [number, number];
}

const orders: StageboxOrder[] = [
  {
    booking: '7731-2209',
    act: 'Cobalt Lanterns',
    building: 'Harborview Pavilion',
    day: 3,
    hour: 20,
    enclosure: 'North 4',
    bench: 'K',
    chairs: [7, 8],
  },
  {
    booking: '7731-3310',
    act: 'Saffron Kites',
    building: 'Twin Oaks Ballroom',
    day: 5,
    hour: 19,
    enclosure: 'East 2',
    bench: 'C',
    chairs: [14, 15],
  },
  {
    booking: '7731-4471',
    act: 'Juniper Vale',
    building: 'Cascade Arena',
    day: 9,
    hour: 21,
    enclosure: 'West 7',
    bench: 'R',
    chairs: [2, 3],
  },
  {
    booking: '7731-5582',
    act: 'The Paper Moons',
    building: 'Salt Flats Arena',
    day: 12,
    hour: 20,
    enclosure: 'South 1',
    bench: 'F',
    chairs: [22, 23],
  },
  {
    booking: '7731-6693',
    act: 'Odessa Rook',
    building: 'Lakefront Music Hall',
    day: 17,
    hour: 18,
    enclosure: 'North 9',
    bench: 'M',
    chairs: [30, 31],
  },
  {
    booking: '7731-7704',
    act: 'Moonlit Freight',
    building: 'Granite Peak Amphitheatre',
    day: 21,
    hour: 20,
    enclosure: 'East 5',
    bench: 'B',
    chairs: [11, 12],
  },
  {
    booking: '7731-8815',
    act: 'Atlas and the Hollow Pines',
    building: 'Keystone Comedy Cellar',
    day: 24,
    hour: 19,
    enclosure: 'West 3',
    bench: 'H',
    chairs: [5, 6],
  },
  {
    booking: '7731-9926',
    act: 'Violet Transit',
    building: 'Pacific Crest Center',
    day: 27,
    hour: 21,
    enclosure: 'South 8',
    bench: 'T',
    chairs: [18, 19],
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

function document(order: StageboxOrder): EmailDocument {
  return emailDocument({
    subject: `Stagebox pass ${order.booking}`,
    fromName: 'Stagebox',
    fromAddress: 'passes@stagebox.example',
    sentAt: '2026-05-01T09:00:00-04:00',
    lines: [
      'STAGEBOX',
      `Booking: ${order.booking}`,
      `Enclosure: ${order.enclosure}`,
      `Bench: ${order.bench}`,
      `Chairs: ${order.chairs[0]} & ${order.chairs[1]}`,
      `Headliner: ${order.act}`,
      `Building: ${order.building}`,
      `Kicks off: ${order.day}/06/2026 ${pad(order.hour)}:00`,
      'Keep this pass on your phone.',
    ],
  });
}

function truth(order: StageboxOrder): LabelledTicket {
  return {
    eventName: order.act,
    eventDate: `2026-06-${pad(order.day)}T${pad(order.hour)}:00:00`,
    venue: order.building,
    section: order.enclosure,
    row: order.bench,
    seats: order.chairs.map(String),
    quantity: 2,
  };
}

/** E-mails of the layout with what an admin's correction of each says. */
export const stageboxMails = orders.map((order) => ({ document: document(order), truth: truth(order) }));

export const asTrainingExample = (mail: (typeof stageboxMails)[number]): TrainingExample => ({
  document: mail.document,
  class: 'ticket_confirmation',
  tickets: [mail.truth],
  group: 'stagebox',
});
