import type { RouteDefinition } from '../route-types.ts';

// spec 001 §7 Extraction pipeline; DESIGN §6.5: the pipeline routes need role admin.
export const emailsRoutes = [
  { method: 'GET', path: '/api/emails', area: 'emails', access: 'admin', operation: 'listEmails' },
  {
    method: 'GET',
    path: '/api/emails/cancelled-transfers',
    area: 'emails',
    access: 'admin',
    operation: 'listCancelledTransfers',
  },
  {
    method: 'POST',
    path: '/api/emails/{id}/process',
    area: 'emails',
    access: 'admin',
    operation: 'processEmail',
  },
  {
    method: 'POST',
    path: '/api/emails/{id}/reprocess',
    area: 'emails',
    access: 'admin',
    operation: 'reprocessEmail',
  },
  {
    method: 'GET',
    path: '/api/processing-history',
    area: 'emails',
    access: 'admin',
    operation: 'getProcessingHistory',
  },
  { method: 'GET', path: '/api/stats', area: 'emails', access: 'admin', operation: 'getStats' },
  // After every static /api/emails/… path: the local matcher takes the first route that matches.
  { method: 'GET', path: '/api/emails/export', area: 'emails', access: 'admin', operation: 'exportEmails' },
  { method: 'GET', path: '/api/emails/{id}', area: 'emails', access: 'admin', operation: 'getEmail' },
] as const satisfies readonly RouteDefinition[];
