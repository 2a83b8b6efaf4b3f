import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { addCustomerTicket } from './add-customer-ticket.ts';
import { deleteCustomerTicket } from './delete-customer-ticket.ts';
import { getCustomer } from './get-customer.ts';
import { listAuditLog } from './list-audit-log.ts';
import { listCustomerPaymentMethods } from './list-customer-payment-methods.ts';
import { listCustomerTickets } from './list-customer-tickets.ts';
import { exportPayouts } from './export-payouts.ts';
import { listPayouts } from './list-payouts.ts';
import { markPayouts } from './mark-payouts.ts';
import { resolveSaleAttention } from './resolve-sale-attention.ts';
import { searchCustomers } from './search-customers.ts';
import { sendCustomerResetLink } from './send-customer-reset-link.ts';
import { setCustomerPassword } from './set-customer-password.ts';
import { updateCustomer } from './update-customer.ts';
import { updateCustomerTicket } from './update-customer-ticket.ts';

export const handler = createAreaHandler('admin', {
  searchCustomers,
  getCustomer,
  updateCustomer,
  listCustomerTickets,
  addCustomerTicket,
  updateCustomerTicket,
  deleteCustomerTicket,
  listCustomerPaymentMethods,
  sendCustomerResetLink,
  setCustomerPassword,
  listAuditLog,
  listPayouts,
  exportPayouts,
  markPayouts,
  resolveSaleAttention,
});
