import { z } from 'zod';
import { listingStatuses } from '../db/entities/listing.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters long.`);

const place = (label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .max(100, `The ${label} can be at most 100 characters long.`);

const cents = (label: string) =>
  z
    .number({ error: `The ${label} must be a whole number of cents.` })
    .int(`The ${label} must be a whole number of cents.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(100_000_000, `The ${label} is too high.`)
    .nullable()
    .optional();

/**
 * The admin ticket form (spec 001 §3 "The admin ticket form uses eventName, venue, eventDate, section,
 * row, seats (text), quantity (integer, at least 1), status, listedPrice, floorPrice, with soldPrice
 * shown; prices are in cents"). A price left out stays as it is; `null` clears it.
 */
export const adminListingInputSchema = z.object({
  eventName: text('event name', 200),
  venue: text('venue', 200),
  eventDate: text('event date', 40).refine(
    (value) => !Number.isNaN(Date.parse(value)),
    'Please enter the event date as a date and time.',
  ),
  section: place('section'),
  row: place('row'),
  seats: place('seats'),
  quantity: z
    .number({ error: 'The quantity must be a whole number of at least 1.' })
    .int('The quantity must be a whole number of at least 1.')
    .min(1, 'The quantity must be a whole number of at least 1.')
    .max(1000, 'The quantity can be at most 1000.'),
  status: z
    .enum(listingStatuses, { error: `The status must be one of ${listingStatuses.join(', ')}.` })
    .optional(),
  listedPrice: cents('listed price'),
  floorPrice: cents('floor price'),
  soldPrice: cents('sold price'),
});

export type AdminListingInput = z.output<typeof adminListingInputSchema>;
