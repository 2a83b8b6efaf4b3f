import type { RouteDefinition } from '../route-types.ts';

// spec 001 §2.13 / §7 Customer management and the session contract (issue 7); DESIGN §6.5: role admin.
// Literal paths before `{id}` paths of the same shape, so that the local first-match router agrees
// with API Gateway, which prefers literal segments.
export const adminRoutes = [
  {
    method: 'GET',
    path: '/api/admin/customers/search',
    area: 'admin',
    access: 'admin',
    operation: 'searchCustomers',
  },
  {
    method: 'GET',
    path: '/api/admin/customers/{id}',
    area: 'admin',
    access: 'admin',
    operation: 'getCustomer',
  },
  {
    method: 'PATCH',
    path: '/api/admin/customers/{id}',
    area: 'admin',
    access: 'admin',
    operation: 'updateCustomer',
  },
  {
    method: 'GET',
    path: '/api/admin/customers/{id}/tickets',
    area: 'admin',
    access: 'admin',
    operation: 'listCustomerTickets',
  },
  {
    method: 'POST',
    path: '/api/admin/customers/{id}/tickets',
    area: 'admin',
    access: 'admin',
    operation: 'addCustomerTicket',
  },
  {
    method: 'PUT',
    path: '/api/admin/tickets/{id}',
    area: 'admin',
    access: 'admin',
    operation: 'updateCustomerTicket',
  },
  {
    method: 'DELETE',
    path: '/api/admin/tickets/{id}',
    area: 'admin',
    access: 'admin',
    operation: 'deleteCustomerTicket',
  },
  {
    method: 'GET',
    path: '/api/admin/customers/{id}/payment-methods',
    area: 'admin',
    access: 'admin',
    operation: 'listCustomerPaymentMethods',
  },
  {
    method: 'POST',
    path: '/api/admin/customers/{id}/reset-password',
    area: 'admin',
    access: 'admin',
    operation: 'sendCustomerResetLink',
  },
  {
    method: 'POST',
    path: '/api/admin/customers/{id}/change-password',
    area: 'admin',
    access: 'admin',
    operation: 'setCustomerPassword',
  },
  { method: 'GET', path: '/api/admin/audit-log', area: 'admin', access: 'admin', operation: 'listAuditLog' },
  // Issue 9: payouts (list, batch status, CSV) and a sale flagged for attention.
  { method: 'GET', path: '/api/admin/payouts', area: 'admin', access: 'admin', operation: 'listPayouts' },
  {
    method: 'GET',
    path: '/api/admin/payouts/export',
    area: 'admin',
    access: 'admin',
    operation: 'exportPayouts',
  },
  {
    method: 'POST',
    path: '/api/admin/payouts/status',
    area: 'admin',
    access: 'admin',
    operation: 'markPayouts',
  },
  {
    method: 'POST',
    path: '/api/admin/tickets/{id}/resolve-attention',
    area: 'admin',
    access: 'admin',
    operation: 'resolveSaleAttention',
  },
] as const satisfies readonly RouteDefinition[];
