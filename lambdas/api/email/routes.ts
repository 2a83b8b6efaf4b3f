import type { RouteDefinition } from '../route-types.ts';

export const emailRoutes = [
  { method: 'GET', path: '/api/email/status', area: 'email', access: 'admin', operation: 'getEmailStatus' },
  {
    method: 'GET',
    path: '/api/email/templates',
    area: 'email',
    access: 'admin',
    operation: 'listEmailTemplates',
  },
  {
    method: 'GET',
    path: '/api/email/templates/{template}/preview',
    area: 'email',
    access: 'admin',
    operation: 'previewEmailTemplate',
  },
  {
    method: 'POST',
    path: '/api/email/test/{template}/{email}',
    area: 'email',
    access: 'admin',
    operation: 'sendTestEmail',
  },
] as const satisfies readonly RouteDefinition[];
