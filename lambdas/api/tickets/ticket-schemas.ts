import { z } from 'zod';
import { ticketFilters, ticketSorts } from '../../core/admin-tickets/ticket-order.ts';
import { listQuerySchema } from '../../core/db/pagination.ts';

const mustBe = (rule: string) => ({ error: rule });

/** A ticket's route id (`<emailId>~<index>`). */
export const ticketIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const listTicketsQuerySchema = listQuerySchema.extend({
  sortBy: z
    .enum(ticketSorts, mustBe(`sortBy must be one of ${ticketSorts.join(', ')}.`))
    .default('date_desc'),
  filterBy: z
    .enum(ticketFilters, mustBe(`filterBy must be one of ${ticketFilters.join(', ')}.`))
    .default('all'),
});

export const upcomingQuerySchema = z.object({
  limit: z.coerce
    .number(mustBe('The limit must be a whole number from 1 to 50.'))
    .int('The limit must be a whole number from 1 to 50.')
    .min(1, 'The limit must be a whole number from 1 to 50.')
    .max(50, 'The limit must be a whole number from 1 to 50.')
    .default(5),
});

const text = (label: string, max: number) =>
  z
    .string(mustBe(`The ${label} must be text.`))
    .trim()
    .max(max, `The ${label} can be at most ${max} characters long.`);

const dateRule = 'The event date must be an ISO date and time, e.g. 2026-05-20T19:30:00-04:00.';

/**
 * PATCH /api/tickets/{id}: the fields sent are corrected, the others stay. Unknown keys (the SPA may
 * send the whole ticket) are ignored; an event name, when sent, must not be empty.
 */
export const ticketCorrectionSchema = z
  .object({
    eventName: text('event name', 300).min(1, 'Please enter the event name.').optional(),
    // An emptied date field may come as ''; it removes the date like null.
    eventDate: z
      .preprocess(
        (value) => (value === '' ? null : value),
        z.union([z.iso.datetime({ offset: true, local: true, error: dateRule }), z.null()], mustBe(dateRule)),
      )
      .optional(),
    venue: text('venue', 300).optional(),
    section: text('section', 100).optional(),
    row: text('row', 100).optional(),
    seats: text('seats', 500).optional(),
    quantity: z
      .number(mustBe('The quantity must be a whole number of at least 1.'))
      .int('The quantity must be a whole number of at least 1.')
      .min(1, 'The quantity must be a whole number of at least 1.')
      .max(1000, 'The quantity can be at most 1000.')
      .optional(),
    manuallyVerified: z.boolean(mustBe('manuallyVerified must be true or false.')).optional(),
    needsReview: z.boolean(mustBe('needsReview must be true or false.')).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Please send at least one ticket field to change.',
  });

export const removeDuplicatesSchema = z.object({
  ticketIds: z
    .array(
      z.string(mustBe('Each ticket id must be text.')).min(1).max(200),
      mustBe('ticketIds must be a list of ticket ids.'),
    )
    .max(1000, 'Please remove at most 1000 tickets at a time.')
    .optional(),
});
