import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { emailPageSchema, type EmailView } from '../../emails/api/email-schema';
import { adminKeys } from '../../query-keys';

const PAGE_LIMIT = 100;
// A bound on the pages read, so a very long history cannot keep the screen loading for ever.
const MAX_PAGES = 50;

/** Every cancelled-transfer e-mail (spec 001 §2.5), newest first, read page by page. */
export async function getCancelledTransfers(): Promise<EmailView[]> {
  const emails: EmailView[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const reply = emailPageSchema.parse(
      await api.get('/api/emails/cancelled-transfers', { params: { cursor, limit: PAGE_LIMIT } }),
    );
    emails.push(...reply.items);
    if (!reply.nextCursor) break;
    cursor = reply.nextCursor;
  }
  return emails;
}

export const useCancelledTransfers = () =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.emails.cancelledTransfers,
      queryFn: getCancelledTransfers,
      staleTime: 30_000,
    }),
  );
