import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import { trySendTemplateEmail } from '../mail/send-email.ts';

const orDash = (value: string | undefined): string => value?.trim() || '—';

/** Notification ids are chosen, not generated, so a retried step cannot notify twice. */
export const receivedNotificationId = (emailId: string): string => `${emailId}:received`;

/**
 * Tells the customer about the tickets of one e-mail: a 'Ticket Received' notification and the
 * 'processed' e-mail (when the customer has e-mail notifications on). Only the run that creates the
 * notification sends the e-mail; a failed send is logged and does not fail the e-mail's processing.
 */
export async function notifyTicketsReceived(
  emailId: string,
  customerId: string,
  data: DataLayer = db(),
): Promise<{ notified: boolean }> {
  const [{ data: customer }, { data: tickets }] = await Promise.all([
    data.users.get({ userId: customerId }).go(),
    data.tickets.query.byEmail({ emailId }).go({ pages: 'all' }),
  ]);
  const [first] = tickets;
  if (!customer || !first) return { notified: false };
  const eventName = first.eventName || 'your event';
  const quantity = tickets.reduce((sum: number, ticket: Ticket) => sum + ticket.quantity, 0);
  const created = await unlessConditionFails(() =>
    data.notifications
      .create({
        customerId,
        notificationId: receivedNotificationId(emailId),
        type: 'success',
        icon: 'mail',
        title: 'Ticket Received',
        message: `We received ${quantity} ticket${quantity === 1 ? '' : 's'} for ${eventName}. Please review and approve them in your dashboard.`,
        listingId: first.ticketId,
      })
      .go(),
  );
  if (!created) return { notified: false };
  if (customer.notificationSettings.email) {
    await trySendTemplateEmail(customer.email, 'processed', {
      customerName: customer.firstName || customer.email,
      eventName,
      venue: orDash(first.venue),
      eventDate: orDash(first.eventDate),
      section: orDash(first.section),
      row: orDash(first.row),
      seats: orDash(first.seats),
      quantity: String(quantity),
    });
  }
  return { notified: true };
}
