import { z } from 'zod';

// The admin area's shapes (issue 7 contract): a customer account and its consignment tickets (cents).

export const adminCustomerSchema = z.object({
  id: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string(),
  transferEmail: z.string().nullish(),
  phone: z.string().nullish(),
  isActive: z.boolean(),
  createdAt: z.string().nullish(),
  lastLogin: z.string().nullish(),
  emailConfirmed: z.boolean().nullish(),
  mustChangePassword: z.boolean().nullish(),
});

export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

const cents = z.number().int().nullish();

export const adminListingSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  ticketId: z.string().nullish(),
  status: z.string(),
  eventName: z.string().nullish(),
  eventDate: z.string().nullish(),
  venue: z.string().nullish(),
  section: z.string().nullish(),
  row: z.string().nullish(),
  seats: z.string().nullish(),
  quantity: z.number().nullish(),
  listedPrice: cents,
  floorPrice: cents,
  soldPrice: cents,
  underReview: z.boolean().nullish(),
  /** Issue 9: every floor-price change (cents), a sale waiting for the seller, a flag after the sale. */
  floorPriceHistory: z
    .array(z.object({ price: cents, previous: cents, at: z.string(), by: z.string() }))
    .nullish(),
  pendingSale: z.object({ price: z.number().int(), requestedAt: z.string() }).nullish(),
  saleAttention: z
    .object({
      reason: z.string(),
      at: z.string(),
      emailId: z.string().nullish(),
      resolvedAt: z.string().nullish(),
      resolvedBy: z.string().nullish(),
    })
    .nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
});

export type AdminListing = z.infer<typeof adminListingSchema>;

export const adminPaymentMethodSchema = z.object({
  id: z.string(),
  type: z.string(),
  accountInfo: z.looseObject({ lastFour: z.string().nullish() }).nullish(),
  isDefault: z.boolean(),
  isActive: z.boolean().nullish(),
});

export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;
