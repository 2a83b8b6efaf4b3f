import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

// GET /api/gmail/auth-url (spec 001 §7): Google's consent page; the reply must carry authUrl.

/** spec 001 §7: the reply had no authUrl. */
export class NoAuthUrlError extends Error {
  override readonly name = 'NoAuthUrlError';

  constructor() {
    super('No auth URL returned');
  }
}

const responseSchema = z.looseObject({ authUrl: z.string().min(1).optional() });

export async function getGmailAuthUrl(): Promise<string> {
  const parsed = responseSchema.safeParse(await api.get('/api/gmail/auth-url'));
  if (!parsed.success || !parsed.data.authUrl) throw new NoAuthUrlError();
  return parsed.data.authUrl;
}

export const useGmailAuthUrl = (
  mutationConfig?: Omit<UseMutationOptions<string, Error, void>, 'mutationFn'>,
) => useMutation({ ...mutationConfig, mutationFn: getGmailAuthUrl });
