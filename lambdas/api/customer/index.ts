import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { answerSaleApproval } from './answer-sale-approval.ts';
import { approveTicket } from './approve-ticket.ts';
import { listListedTickets } from './list-listed-tickets.ts';
import { listListings } from './list-listings.ts';
import { listCustomerPayouts } from './list-customer-payouts.ts';
import { listNotifications } from './list-notifications.ts';
import { listSoldTickets } from './list-sold-tickets.ts';
import { sendSupportRequest } from './send-support-request.ts';
import { setFloorPrice } from './set-floor-price.ts';
import { updateNotificationSettings } from './update-notification-settings.ts';
import {
  addPaymentMethod,
  addPayoutMethodRoute,
  deletePaymentMethod,
  deletePayoutMethodRoute,
  listPaymentMethods,
  listPayoutMethods,
  setDefaultPaymentMethod,
  setDefaultPayoutMethodRoute,
} from './payment-methods.ts';
import { acceptTerms } from './accept-terms.ts';
import { changePassword } from './change-password.ts';
import { forgotPassword } from './forgot-password.ts';
import { getCustomer } from './get-customer.ts';
import { listPendingTickets } from './list-pending-tickets.ts';
import { loginCustomer } from './login-customer.ts';
import { logoutCustomer } from './logout-customer.ts';
import { registerCustomer } from './register-customer.ts';
import { resendVerification } from './resend-verification.ts';
import { resetPassword } from './reset-password.ts';
import { updateEmail } from './update-email.ts';
import { updateProfile } from './update-profile.ts';
import { verifyEmail } from './verify-email.ts';

export const handler = createAreaHandler('customer', {
  registerCustomer,
  loginCustomer,
  logoutCustomer,
  verifyEmail,
  resendVerification,
  updateEmail,
  forgotPassword,
  resetPassword,
  changePassword,
  getCustomer,
  listPendingTickets,
  updateProfile,
  acceptTerms,
  listListedTickets,
  listSoldTickets,
  listNotifications,
  approveTicket,
  setFloorPrice,
  listListings,
  updateNotificationSettings,
  sendSupportRequest,
  listPaymentMethods,
  listPayoutMethods,
  addPaymentMethod,
  addPayoutMethod: addPayoutMethodRoute,
  deletePaymentMethod,
  deletePayoutMethod: deletePayoutMethodRoute,
  setDefaultPaymentMethod,
  setDefaultPayoutMethod: setDefaultPayoutMethodRoute,
  answerSaleApproval,
  listCustomerPayouts,
});
