import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';
import { emailPageSchema, type EmailPage } from './email-schema';

/** spec 001 §2.4 filter buttons. */
export const emailFilters = ['all', 'unprocessed', 'processed'] as const;
export type EmailFilter = (typeof emailFilters)[number];

export const EMAIL_PAGE_SIZE = 25;

export async function getEmails(filter: EmailFilter, cursor?: string): Promise<EmailPage> {
  const reply = await api.get('/api/emails', { params: { filter, cursor, limit: EMAIL_PAGE_SIZE } });
  return emailPageSchema.parse(reply);
}

export const getEmailsQueryOptions = (filter: EmailFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.emails.list(filter),
    queryFn: ({ pageParam }) => getEmails(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 10_000,
  });

export const useEmails = (filter: EmailFilter) => useInfiniteQuery(getEmailsQueryOptions(filter));
