import { db, type DataLayer } from '../db/client.ts';
import type { Notification } from '../db/entities/notification.ts';

/** spec 000 §3 Notification as the dashboard reads it. */
export interface NotificationView {
  id: string;
  title: string;
  message: string;
  type: Notification['type'];
  icon: Notification['icon'] | null;
  listingId: string | null;
  isRead: boolean;
  timestamp: string;
}

// The dashboard polls every 30 s and shows the latest few; older ones are not needed there.
const LATEST = 50;

export const toNotificationView = (notification: Notification): NotificationView => ({
  id: notification.notificationId,
  title: notification.title,
  message: notification.message,
  type: notification.type,
  icon: notification.icon ?? null,
  listingId: notification.listingId ?? null,
  isRead: notification.isRead,
  timestamp: notification.createdAt,
});

/** The customer's latest notifications, newest first (one Query on the by-created-at index). */
export async function latestNotificationsOf(
  customerId: string,
  data: DataLayer = db(),
): Promise<NotificationView[]> {
  const { data: notifications } = await data.notifications.query
    .notificationsByCustomer({ customerId })
    .go({ order: 'desc', count: LATEST, limit: LATEST });
  return notifications.map(toNotificationView);
}
