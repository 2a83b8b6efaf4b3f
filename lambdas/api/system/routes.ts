import type { RouteDefinition } from '../route-types.ts';

export const systemRoutes = [
  { method: 'GET', path: '/api/health', area: 'system', access: 'public', operation: 'getHealth' },
] as const satisfies readonly RouteDefinition[];
