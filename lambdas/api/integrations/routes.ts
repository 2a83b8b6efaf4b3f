import type { RouteDefinition } from '../route-types.ts';

// spec 001 §7 Extraction pipeline; DESIGN §6.5: admin only.
export const integrationsRoutes = [
  {
    method: 'GET',
    path: '/api/integrations/status',
    area: 'integrations',
    access: 'admin',
    operation: 'getIntegrationStatus',
  },
] as const satisfies readonly RouteDefinition[];
