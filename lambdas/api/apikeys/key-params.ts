import { z } from 'zod';

export const keyIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Key create/edit bodies are parsed by lambdas/core/api-keys/key-input.ts, to show the dialog's own texts. */
export const anyBodySchema = z.unknown();
