import { FILTERED_READ_LIMIT } from '../admin-tickets/list-tickets.ts';
import { db, type DataLayer } from '../db/client.ts';
import type { Email } from '../db/entities/email.ts';
import { withOwnCursor } from './foreign-cursor.ts';
import { paginate, type Page, type PageRequest } from '../db/pagination.ts';
import { NotFoundError } from '../http/errors.ts';
import { pendingSubmission } from './pending-submission.ts';
import { toPublicEmail } from './public-views.ts';
import type { PublicEmail, emailFilterStatuses } from './schemas.ts';

export interface EmailListFilters {
  status?: (typeof emailFilterStatuses)[number] | undefined;
  customerId?: string | undefined;
}

/**
 * Newest first. No status: the all-e-mails index (gsi1). A status: the processed/unprocessed partition
 * (gsi2) that holds it (pending and failed e-mails are unprocessed, the other outcomes processed),
 * filtered by the status. `customerId` has no e-mail index: it filters the chosen Query.
 */
function emailQuery(filters: EmailListFilters, data: DataLayer) {
  return (options: PageRequest): Promise<{ data: Email[] }> => {
    const base = filters.status
      ? data.emails.query.emailsByProcessed({
          processed: !(filters.status === 'pending' || filters.status === 'failed'),
        })
      : data.emails.query.emailsByReceivedAt({});
    const filtered = Boolean(filters.status || filters.customerId);
    const go = { ...options, order: 'desc' as const, limit: filtered ? FILTERED_READ_LIMIT : options.count };
    if (!filtered) return base.go(go);
    return base
      .where((a, op) =>
        [
          ...(filters.status ? [op.eq(a.extractionStatus, filters.status as Email['extractionStatus'])] : []),
          ...(filters.customerId ? [op.eq(a.customerId, filters.customerId)] : []),
        ].join(' AND '),
      )
      .go(go);
  };
}

/** GET /api/external/v1/emails: one page of one Query, cursor-paginated. */
export async function listPublicEmails(
  filters: EmailListFilters,
  page: { limit: number; cursor?: string | undefined },
  data: DataLayer = db(),
): Promise<Page<PublicEmail>> {
  const result = await withOwnCursor(page.cursor, () => paginate(emailQuery(filters, data), page));
  return { items: result.items.map(toPublicEmail), nextCursor: result.nextCursor };
}

/** GET /api/external/v1/emails/{id} (a submitted one is pending until the pipeline records it); 404 when there is none. */
export async function findPublicEmail(emailId: string, data: DataLayer = db()): Promise<PublicEmail> {
  const { data: email } = await data.emails.get({ emailId }).go({ consistent: true });
  if (email) return toPublicEmail(email);
  const pending = await pendingSubmission(emailId);
  if (!pending) throw new NotFoundError('Email not found');
  return pending;
}
