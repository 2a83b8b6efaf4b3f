import type { LocalTarget } from '../../../lib/local/local-target.ts';
import { call } from '../accounts/account-client.ts';
import type { EmailItem } from '../ingestion/ingestion-client.ts';

/** The final states of an accepted e-mail (issue 5 "Nothing is lost"); `pending` is the only other one. */
export const finalStatuses = [
  'success',
  'needs_review',
  'failed',
  'quarantined',
  'unassigned',
  'duplicate',
] as const;

/** Every e-mail in GET /api/emails (admin), all pages followed. */
export async function allEmails(target: LocalTarget, adminCookie: string): Promise<EmailItem[]> {
  const items: EmailItem[] = [];
  let cursor: string | undefined;
  do {
    const query = `filter=all&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const reply = await call<{ items: EmailItem[]; nextCursor?: string | null }>(
      target,
      'GET',
      `/api/emails?${query}`,
      { cookie: adminCookie },
    );
    if (reply.status !== 200)
      throw new Error(`GET /api/emails: ${reply.status} ${JSON.stringify(reply.body)}`);
    items.push(...reply.body.items);
    cursor = reply.body.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
