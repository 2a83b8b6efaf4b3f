import type { RouteDefinition } from '../route-types.ts';

// Literal paths before `{id}` paths of the same shape, so that the local first-match router agrees
// with API Gateway, which prefers literal segments.
export const customerRoutes = [
  {
    method: 'POST',
    path: '/api/customer/register',
    area: 'customer',
    access: 'public',
    operation: 'registerCustomer',
  },
  {
    method: 'POST',
    path: '/api/customer/login',
    area: 'customer',
    access: 'public',
    operation: 'loginCustomer',
  },
  {
    method: 'POST',
    path: '/api/customer/logout',
    area: 'customer',
    access: 'public',
    operation: 'logoutCustomer',
  },
  {
    method: 'GET',
    path: '/api/customer/verify/{token}',
    area: 'customer',
    access: 'public',
    operation: 'verifyEmail',
  },
  {
    method: 'POST',
    path: '/api/customer/resend-verification',
    area: 'customer',
    access: 'customer',
    operation: 'resendVerification',
  },
  {
    method: 'POST',
    path: '/api/customer/update-email',
    area: 'customer',
    access: 'customer',
    operation: 'updateEmail',
  },
  {
    method: 'POST',
    path: '/api/customer/forgot-password',
    area: 'customer',
    access: 'public',
    operation: 'forgotPassword',
  },
  {
    method: 'POST',
    path: '/api/customer/reset-password',
    area: 'customer',
    access: 'public',
    operation: 'resetPassword',
  },
  {
    method: 'POST',
    path: '/api/customer/change-password',
    area: 'customer',
    access: 'customer',
    operation: 'changePassword',
  },
  {
    method: 'GET',
    path: '/api/customer/{id}',
    area: 'customer',
    access: 'customer',
    operation: 'getCustomer',
  },
  {
    method: 'GET',
    path: '/api/customer/{id}/pending-tickets',
    area: 'customer',
    access: 'customer',
    operation: 'listPendingTickets',
  },
  {
    method: 'PUT',
    path: '/api/customer/{id}/profile',
    area: 'customer',
    access: 'customer',
    operation: 'updateProfile',
  },
  {
    method: 'POST',
    path: '/api/customer/{id}/accept-terms',
    area: 'customer',
    access: 'customer',
    operation: 'acceptTerms',
  },
] as const satisfies readonly RouteDefinition[];
