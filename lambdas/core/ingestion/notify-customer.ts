import { db, type DataLayer } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Ticket } from '../db/entities/ticket.ts';
import type { User } from '../db/entities/user.ts';
import { trySendTemplateEmail } from '../mail/send-email.ts';
import { ticketVariables } from '../mail/ticket-variables.ts';

/** Notification ids are chosen, not generated, so a retried step cannot notify twice. */
export const receivedNotificationId = (emailId: string): string => `${emailId}:received`;

/**
 * What the customer is told about one e-mail's tickets. ProcessEmail has the customer and the stored
 * tickets in hand and passes this in the state (a few hundred bytes), so NotifyCustomer reads nothing.
 */
export interface TicketsNotice {
  /** The customer's e-mail address, and whether they want e-mail notifications. */
  to: string;
  byEmail: boolean;
  customerName: string;
  /** The first ticket's listing (listingId = ticketId). */
  listingId: string;
  eventName: string;
  venue?: string | undefined;
  eventDate?: string | undefined;
  section?: string | undefined;
  row?: string | undefined;
  seats?: string | undefined;
  /** All the e-mail's tickets together. */
  quantity: number;
}

export function ticketsNoticeOf(customer: User, tickets: readonly Ticket[]): TicketsNotice | undefined {
  const [first] = tickets;
  if (!first) return undefined;
  return {
    to: customer.email,
    byEmail: customer.notificationSettings.email,
    customerName: customer.firstName || customer.email,
    listingId: first.ticketId,
    eventName: first.eventName || 'your event',
    ...(first.venue ? { venue: first.venue } : {}),
    ...(first.eventDate ? { eventDate: first.eventDate } : {}),
    ...(first.section ? { section: first.section } : {}),
    ...(first.row ? { row: first.row } : {}),
    ...(first.seats ? { seats: first.seats } : {}),
    quantity: tickets.reduce((sum, ticket) => sum + ticket.quantity, 0),
  };
}

/** The notice from the stored customer and tickets, for a caller that has none in hand. */
async function readNotice(emailId: string, customerId: string, data: DataLayer) {
  const [{ data: customer }, { data: tickets }] = await Promise.all([
    data.users.get({ userId: customerId }).go(),
    data.tickets.query.byEmail({ emailId }).go({ pages: 'all' }),
  ]);
  return customer ? ticketsNoticeOf(customer, tickets) : undefined;
}

/**
 * Tells the customer about the tickets of one e-mail: a 'Ticket Received' notification and the
 * 'processed' e-mail (when the customer has e-mail notifications on). Only the run that creates the
 * notification sends the e-mail; a failed send is logged and does not fail the e-mail's processing.
 */
export async function notifyTicketsReceived(
  emailId: string,
  customerId: string,
  data: DataLayer = db(),
  notice?: TicketsNotice,
): Promise<{ notified: boolean }> {
  const told = notice ?? (await readNotice(emailId, customerId, data));
  if (!told) return { notified: false };
  const { quantity, eventName } = told;
  const created = await unlessConditionFails(() =>
    data.notifications
      .create({
        customerId,
        notificationId: receivedNotificationId(emailId),
        type: 'success',
        icon: 'mail',
        title: 'Ticket Received',
        message: `We received ${quantity} ticket${quantity === 1 ? '' : 's'} for ${eventName}. Please review and approve them in your dashboard.`,
        listingId: told.listingId,
      })
      .go(),
  );
  if (!created) return { notified: false };
  if (told.byEmail) {
    await trySendTemplateEmail(told.to, 'processed', {
      customerName: told.customerName,
      ...ticketVariables(told),
    });
  }
  return { notified: true };
}
