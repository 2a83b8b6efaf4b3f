import { z } from 'zod';
import { payoutStatuses } from '../../core/db/entities/payout.ts';
import { payoutCursorSchema } from '../../core/payouts/payout-cursor.ts';
import { DEFAULT_PAYOUT_PAGE, MAX_PAYOUT_PAGE } from '../../core/payouts/list-payouts.ts';

/** An empty query parameter (`?status=`) counts as not given. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const isCalendarDay = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const day = (name: string) =>
  z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `Please give the ${name} date as YYYY-MM-DD.`)
      .refine(isCalendarDay, `The ${name} date is not a real calendar date.`)
      .optional(),
  );

/** The filters of the payouts list and its CSV export (`from`/`to` are UTC calendar days on createdAt). */
export const payoutFilterSchema = z
  .object({
    status: z.preprocess(
      blankAsAbsent,
      z.enum(payoutStatuses, { error: `status must be one of ${payoutStatuses.join(', ')}.` }).optional(),
    ),
    customerId: z.preprocess(blankAsAbsent, z.string().max(64, 'This customer id is too long.').optional()),
    from: day('from'),
    to: day('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The from date must be on or before the to date.',
    path: ['from'],
  });

export const payoutListQuerySchema = payoutFilterSchema.and(
  z.object({
    cursor: z.preprocess(blankAsAbsent, payoutCursorSchema.optional()),
    limit: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: 'limit must be a number.' })
        .int('limit must be a whole number.')
        .min(1, 'limit must be at least 1.')
        .max(MAX_PAYOUT_PAGE, `limit can be at most ${MAX_PAYOUT_PAGE}.`)
        .default(DEFAULT_PAYOUT_PAGE),
    ),
  }),
);
