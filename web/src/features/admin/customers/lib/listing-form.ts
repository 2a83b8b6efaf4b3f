import { z } from 'zod';

import { centsToDollars, parseDollarsToCents } from '@/lib/money';

import type { AdminListing } from '../api/schemas';

// spec 001 §5: the ticket form (add and edit). Event name, venue, event date, section, row, seats and
// quantity are required; quantity at least 1; prices optional, typed in dollars (step 0.01), sent in cents.

export const listingStatuses = ['pending', 'listed', 'sold', 'cancelled'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

const required = (message: string) => z.string().trim().min(1, message);

const price = z
  .string()
  .trim()
  .refine((value) => value === '' || parseDollarsToCents(value) !== null, {
    message: 'Enter a dollar amount such as 125.50',
  });

export const listingFormSchema = z.object({
  eventName: required('Event name is required'),
  venue: required('Venue is required'),
  eventDate: required('Event date is required'),
  section: required('Section is required'),
  row: required('Row is required'),
  seats: required('Seats are required'),
  quantity: z
    .string()
    .trim()
    .min(1, 'Quantity is required')
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1, {
      message: 'Quantity must be at least 1',
    }),
  status: z.enum(listingStatuses),
  listedPrice: price,
  floorPrice: price,
  soldPrice: price,
});

export type ListingFormValues = z.infer<typeof listingFormSchema>;

/** The request body of POST /api/admin/customers/{id}/tickets and PUT /api/admin/tickets/{id}. */
export interface ListingBody {
  eventName: string;
  venue: string;
  eventDate: string;
  section: string;
  row: string;
  seats: string;
  quantity: number;
  status: ListingStatus;
  /** Cents; null clears the price (the server keeps a price that is left out). */
  listedPrice: number | null;
  floorPrice: number | null;
  soldPrice: number | null;
}

export const emptyListingValues: ListingFormValues = {
  eventName: '',
  venue: '',
  eventDate: '',
  section: '',
  row: '',
  seats: '',
  quantity: '1',
  status: 'pending',
  listedPrice: '',
  floorPrice: '',
  soldPrice: '',
};

const localDateTime = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/;

/** An ISO date (with or without time and offset) as a datetime-local input value, in the event's own time. */
export function toDateTimeInput(value: string | null | undefined): string {
  const match = value ? localDateTime.exec(value) : null;
  if (!match) return '';
  return `${match[1]}T${match[2] ?? '00:00'}`;
}

const dollars = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '' : centsToDollars(cents).toFixed(2);

const isListingStatus = (status: string): status is ListingStatus =>
  (listingStatuses as readonly string[]).includes(status);

/** The form's values for editing `listing`; a status outside the form's four reads as pending. */
export function listingToFormValues(listing: AdminListing): ListingFormValues {
  return {
    eventName: listing.eventName ?? '',
    venue: listing.venue ?? '',
    eventDate: toDateTimeInput(listing.eventDate),
    section: listing.section ?? '',
    row: listing.row ?? '',
    seats: listing.seats ?? '',
    quantity: String(listing.quantity ?? 1),
    status: isListingStatus(listing.status) ? listing.status : 'pending',
    listedPrice: dollars(listing.listedPrice),
    floorPrice: dollars(listing.floorPrice),
    soldPrice: dollars(listing.soldPrice),
  };
}

const toCents = (value: string): number | null => (value === '' ? null : parseDollarsToCents(value));

/** Validated form values → request body: quantity as a number, prices in cents (null when empty). */
export function toListingBody(values: ListingFormValues): ListingBody {
  return {
    eventName: values.eventName,
    venue: values.venue,
    // A datetime-local value ("2026-06-20T20:00") as an ISO local date-time, in the venue's time.
    eventDate: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(values.eventDate)
      ? `${values.eventDate}:00`
      : values.eventDate,
    section: values.section,
    row: values.row,
    seats: values.seats,
    quantity: Number(values.quantity),
    status: values.status,
    listedPrice: toCents(values.listedPrice),
    floorPrice: toCents(values.floorPrice),
    soldPrice: toCents(values.soldPrice),
  };
}
