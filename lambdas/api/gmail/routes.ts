import type { RouteDefinition } from '../route-types.ts';

// spec 001 §7 Gmail; DESIGN §6.5: connecting and syncing the mailbox is for admins.
export const gmailRoutes = [
  { method: 'GET', path: '/api/gmail/auth-url', area: 'gmail', access: 'admin', operation: 'getAuthUrl' },
  {
    method: 'POST',
    path: '/api/gmail/auth-complete',
    area: 'gmail',
    access: 'admin',
    operation: 'completeAuth',
  },
  {
    method: 'GET',
    path: '/api/gmail/auth-status',
    area: 'gmail',
    access: 'admin',
    operation: 'getAuthStatus',
  },
  { method: 'POST', path: '/api/gmail/sync', area: 'gmail', access: 'admin', operation: 'syncGmail' },
  {
    method: 'POST',
    path: '/api/gmail/disconnect',
    area: 'gmail',
    access: 'admin',
    operation: 'disconnectGmail',
  },
] as const satisfies readonly RouteDefinition[];
