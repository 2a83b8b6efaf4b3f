import type { RouteDefinition } from '../route-types.ts';

export const systemRoutes = [
  { method: 'GET', path: '/api/health', area: 'system', access: 'public', operation: 'getHealth' },
  {
    method: 'POST',
    path: '/api/support/contact',
    area: 'system',
    access: 'public',
    operation: 'sendContactMessage',
  },
] as const satisfies readonly RouteDefinition[];
