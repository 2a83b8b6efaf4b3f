import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { SERVICE_NAME, createdAtAttribute, generatedIdAttribute } from './attributes.ts';

export const notificationTypes = ['success', 'info', 'warning'] as const;
export const notificationIcons = ['dollar', 'eye', 'mail', 'refresh'] as const;

/**
 * A customer's notification (spec 000 §3). Pass a deterministic notificationId (e.g. `${listingId}:sold`)
 * where a retried step might send it twice; the conditional create then fails instead of duplicating.
 */
export const createNotificationEntity = () =>
  new Entity({
    model: { entity: 'notification', version: '1', service: SERVICE_NAME },
    attributes: {
      customerId: { type: 'string', required: true, readOnly: true },
      notificationId: generatedIdAttribute,
      type: { type: notificationTypes, required: true, default: 'info' },
      title: { type: 'string', required: true },
      message: { type: 'string', required: true },
      icon: { type: notificationIcons },
      listingId: { type: 'string' },
      isRead: { type: 'boolean', required: true, default: false },
      createdAt: createdAtAttribute,
    },
    indexes: {
      byCustomer: {
        pk: { field: 'pk', composite: ['customerId'] },
        sk: { field: 'sk', composite: ['notificationId'] },
      },
      notificationsByCustomer: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['customerId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
    },
  });

export type NotificationEntity = ReturnType<typeof createNotificationEntity>;
export type Notification = EntityItem<NotificationEntity>;
export type NewNotification = CreateEntityItem<NotificationEntity>;
