import type { RouteDefinition } from '../route-types.ts';

export const authRoutes = [
  { method: 'POST', path: '/api/login', area: 'auth', access: 'public', operation: 'loginAdmin' },
  // Public in the table: the handler opens it to anyone only while no admin exists (DESIGN §6.6).
  { method: 'POST', path: '/api/register', area: 'auth', access: 'public', operation: 'registerAdmin' },
  { method: 'POST', path: '/api/logout', area: 'auth', access: 'public', operation: 'logout' },
  { method: 'GET', path: '/api/user', area: 'auth', access: 'customer', operation: 'getCurrentUser' },
] as const satisfies readonly RouteDefinition[];
