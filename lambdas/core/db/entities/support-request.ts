import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { SERVICE_NAME, createdAtAttribute, generatedIdAttribute, normaliseEmail } from './attributes.ts';

export const supportRequestKinds = ['support', 'feedback', 'contact'] as const;
export type SupportRequestKind = (typeof supportRequestKinds)[number];

/** DESIGN §6.17: support, feedback and contact forms are stored and visible to admins. */
export const createSupportRequestEntity = () =>
  new Entity({
    model: { entity: 'supportRequest', version: '1', service: SERVICE_NAME },
    attributes: {
      requestId: generatedIdAttribute,
      kind: { type: supportRequestKinds, required: true, readOnly: true },
      /** Set when a signed-in customer sent it. */
      customerId: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string', set: normaliseEmail },
      subject: { type: 'string' },
      message: { type: 'string', required: true },
      priority: { type: 'string' },
      /** Contact form: general, account, tickets, payments, technical, security, billing, feedback. */
      inquiryType: { type: 'string' },
      /** Feedback form type. */
      feedbackType: { type: 'string' },
      createdAt: createdAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['requestId'] },
        sk: { field: 'sk', composite: [] },
      },
      supportRequestsByCreatedAt: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#supportrequests' },
        sk: { field: 'gsi1sk', composite: ['createdAt'] },
      },
      supportRequestsByKind: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['kind'], template: '$ticketrelay#supportrequests#kind_${kind}' },
        sk: { field: 'gsi2sk', composite: ['createdAt'] },
      },
    },
  });

export type SupportRequestEntity = ReturnType<typeof createSupportRequestEntity>;
export type SupportRequest = EntityItem<SupportRequestEntity>;
export type NewSupportRequest = CreateEntityItem<SupportRequestEntity>;
