import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import {
  SERVICE_NAME,
  createdAtAttribute,
  generatedIdAttribute,
  isNonNegativeInteger,
  normaliseEmail,
  updatedAtAttribute,
} from './attributes.ts';

export const userRoles = ['customer', 'admin'] as const;

/** Customers and admins (DESIGN §4: one entity with a role); fields of spec 000 §3 and 001 §3. */
export const createUserEntity = () =>
  new Entity({
    model: { entity: 'user', version: '1', service: SERVICE_NAME },
    attributes: {
      userId: generatedIdAttribute,
      role: { type: userRoles, required: true, default: 'customer' },
      email: { type: 'string', required: true, set: normaliseEmail },
      transferEmail: { type: 'string', set: normaliseEmail },
      firstName: { type: 'string', required: true, default: '' },
      lastName: { type: 'string', required: true, default: '' },
      phone: { type: 'string' },
      streetAddress1: { type: 'string' },
      streetAddress2: { type: 'string' },
      city: { type: 'string' },
      state: { type: 'string' },
      zipCode: { type: 'string' },
      country: { type: 'string', required: true, default: 'United States' },
      language: { type: 'string', required: true, default: 'EN' },
      dateOfBirth: { type: 'string' },
      legalName: { type: 'string' },
      timezone: { type: 'string' },
      currency: { type: 'string', required: true, default: 'USD' },
      payoutEmail: { type: 'string', set: normaliseEmail },
      preferredPayoutMethod: { type: 'string', required: true, default: 'Bank Transfer' },
      notificationSettings: {
        type: 'map',
        required: true,
        default: {},
        properties: {
          ticketSold: { type: 'boolean', required: true, default: true },
          payoutSent: { type: 'boolean', required: true, default: true },
          email: { type: 'boolean', required: true, default: true },
          sms: { type: 'boolean', required: true, default: false },
          push: { type: 'boolean', required: true, default: true },
          // spec 000 §2 settings page; the spec gives no defaults for these two
          priceAlert: { type: 'boolean', required: true, default: true },
          emailDigest: { type: 'boolean', required: true, default: false },
        },
      },
      isActive: { type: 'boolean', required: true, default: true },
      emailConfirmed: { type: 'boolean', required: true, default: false },
      emailConfirmedAt: { type: 'string' },
      /** scrypt hash; never leaves the server (map users to a response shape before replying). */
      passwordHash: { type: 'string' },
      /** DESIGN §6.15: a password an admin set is temporary. */
      mustChangePassword: { type: 'boolean', required: true, default: false },
      /** Sessions carry this number; bumping it (atomic add) revokes every session of the user. */
      sessionVersion: { type: 'number', required: true, default: 0, validate: isNonNegativeInteger },
      lastLogin: { type: 'string' },
      termsAcceptedVersion: { type: 'string' },
      termsAcceptedAt: { type: 'string' },
      createdAt: createdAtAttribute,
      updatedAt: updatedAtAttribute,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: [] },
      },
      /**
       * Prefix search by last name (key values are lower-cased, so search ignores case); first name
       * and id keep the order stable among equal last names. Writers of a name pass both names (as
       * for gsi4). Users stored under the former gsi1 pattern (`allUsers`, const partition
       * `$ticketrelay#users`) keep that partition on updates (ElectroDB rewrites only sort keys):
       * lambdas/core/admin-customers/backfill-last-name-keys.ts moves them
       * (`npm run reconcile -- --backfill`).
       */
      usersByLastName: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: '$ticketrelay#users#lastname' },
        sk: { field: 'gsi1sk', composite: ['lastName', 'firstName', 'userId'] },
      },
      usersByRole: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['role'], template: '$ticketrelay#users#role_${role}' },
        sk: { field: 'gsi2sk', composite: ['createdAt'] },
      },
      /** Exact lookup and prefix search by e-mail (key values are lower-cased, so search ignores case). */
      usersByEmail: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: [], template: '$ticketrelay#users#email' },
        sk: { field: 'gsi3sk', composite: ['email'] },
      },
      /** Prefix search by name: first name, then last name. */
      usersByName: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: [], template: '$ticketrelay#users#name' },
        sk: { field: 'gsi4sk', composite: ['firstName', 'lastName'] },
      },
    },
  });

export type UserEntity = ReturnType<typeof createUserEntity>;
export type User = EntityItem<UserEntity>;
export type NewUser = CreateEntityItem<UserEntity>;
export type UserRole = (typeof userRoles)[number];
