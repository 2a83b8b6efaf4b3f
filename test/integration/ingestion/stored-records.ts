import type { LocalTarget } from '../../../lib/local/local-target.ts';
import type { DataLayer } from '../../../lambdas/core/db/client.ts';
import { tableOf } from '../accounts/account-client.ts';

/** Reads the target's table through the AWS SDK, for stored facts the API does not show. */
export async function readTable<T>(target: LocalTarget, read: (data: DataLayer) => Promise<T>): Promise<T> {
  const { data, close } = tableOf(target);
  try {
    return await read(data);
  } finally {
    close();
  }
}

export const storedEmail = (target: LocalTarget, emailId: string) =>
  readTable(target, async (data) => (await data.emails.get({ emailId }).go({ consistent: true })).data);

/** Every outbox event about an e-mail (its email.received and its tickets' ticket.created), any status. */
export const outboxEventsOfEmail = (target: LocalTarget, emailId: string) =>
  readTable(target, async (data) => {
    const all = await Promise.all(
      (['pending', 'dispatched'] as const).map(
        async (status) =>
          (await data.outboxEvents.query.outboxEventsByStatus({ status }).go({ pages: 'all' })).data,
      ),
    );
    return all
      .flat()
      .filter((event) => (event.payload.data as { emailId?: string } | undefined)?.emailId === emailId);
  });
