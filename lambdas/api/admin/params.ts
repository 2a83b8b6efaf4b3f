import { z } from 'zod';

/** `{id}` of the admin routes: a customer id or a listing id. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
