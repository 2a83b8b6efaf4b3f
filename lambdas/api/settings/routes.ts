import type { RouteDefinition } from '../route-types.ts';

// spec 001 §7 Settings and ML; DESIGN §6.5: the settings routes need role admin.
export const settingsRoutes = [
  {
    method: 'GET',
    path: '/api/settings/extraction',
    area: 'settings',
    access: 'admin',
    operation: 'getExtractionSettings',
  },
  {
    method: 'POST',
    path: '/api/settings/extraction',
    area: 'settings',
    access: 'admin',
    operation: 'saveExtractionSettings',
  },
] as const satisfies readonly RouteDefinition[];
