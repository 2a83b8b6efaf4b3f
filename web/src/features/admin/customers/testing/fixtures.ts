import type { AdminCustomer, AdminListing, AdminPaymentMethod } from '../api/schemas';

// Records as the admin API returns them (issue 7 contract), for the route tests.

export const customerId = '01JCUSTOMER0000000000000042';

export function adminCustomer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    id: customerId,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    transferEmail: 'grace.hopper.q1w2@relay.example',
    phone: null,
    isActive: true,
    createdAt: '2026-03-04T10:00:00.000Z',
    lastLogin: null,
    emailConfirmed: true,
    mustChangePassword: false,
    ...overrides,
  };
}

export function adminListing(overrides: Partial<AdminListing> = {}): AdminListing {
  return {
    id: '01JLISTING00000000000000001',
    customerId,
    ticketId: null,
    status: 'pending',
    eventName: 'Hamilton',
    eventDate: '2026-06-20T20:00:00',
    venue: 'Richard Rodgers Theatre',
    section: 'Orchestra',
    row: 'K',
    seats: '7, 8',
    quantity: 2,
    listedPrice: 25050,
    floorPrice: 20000,
    soldPrice: null,
    underReview: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function paymentMethod(overrides: Partial<AdminPaymentMethod> = {}): AdminPaymentMethod {
  return {
    id: '01JPAYMENT00000000000000001',
    type: 'ACH',
    accountInfo: { lastFour: '1234' },
    isDefault: true,
    isActive: true,
    ...overrides,
  };
}
