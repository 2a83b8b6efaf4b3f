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
] as const satisfies readonly RouteDefinition[];
