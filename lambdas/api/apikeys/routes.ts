import type { RouteDefinition } from '../route-types.ts';

// spec 001 §2.10, §2.11, §7 Session and external access; DESIGN §6.8. The key list also accepts the
// bearer token of POST /api/external/v1/auth/login (the direct-access page).
export const apikeysRoutes = [
  {
    method: 'GET',
    path: '/api/external/keys',
    area: 'apikeys',
    access: 'admin',
    operation: 'listKeys',
    bearer: true,
  },
  { method: 'POST', path: '/api/external/keys', area: 'apikeys', access: 'admin', operation: 'createKey' },
  {
    method: 'PATCH',
    path: '/api/external/keys/{id}',
    area: 'apikeys',
    access: 'admin',
    operation: 'updateKey',
  },
  {
    method: 'DELETE',
    path: '/api/external/keys/{id}',
    area: 'apikeys',
    access: 'admin',
    operation: 'deleteKey',
  },
  {
    method: 'POST',
    path: '/api/external/v1/auth/login',
    area: 'apikeys',
    access: 'public',
    operation: 'login',
  },
] as const satisfies readonly RouteDefinition[];
