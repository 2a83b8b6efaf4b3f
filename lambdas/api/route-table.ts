/**
 * The one route table. The CDK stack creates an API Gateway route per entry (integrated with the
 * Lambda of the entry's area) and the local HTTP server matches requests against the same entries.
 * Each area lists its routes in `lambdas/api/<area>/routes.ts`; this file joins them. It is plain data
 * so that infrastructure code can read it without loading any handler.
 */
import { adminRoutes } from './admin/routes.ts';
import { apikeysRoutes } from './apikeys/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { customerRoutes } from './customer/routes.ts';
import { emailRoutes } from './email/routes.ts';
import { emailsRoutes } from './emails/routes.ts';
import { externalRoutes } from './external/routes.ts';
import { gmailRoutes } from './gmail/routes.ts';
import { integrationsRoutes } from './integrations/routes.ts';
import { mlRoutes } from './ml/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { ticketsRoutes } from './tickets/routes.ts';
import { webhooksRoutes } from './webhooks/routes.ts';

export type { Access, HttpMethod, RouteDefinition } from './route-types.ts';

export const routeTable = [
  ...systemRoutes,
  ...authRoutes,
  ...customerRoutes,
  ...emailRoutes,
  ...emailsRoutes,
  ...mlRoutes,
  ...gmailRoutes,
  ...settingsRoutes,
  ...integrationsRoutes,
  ...ticketsRoutes,
  ...adminRoutes,
  ...apikeysRoutes,
  ...externalRoutes,
  ...webhooksRoutes,
] as const;

export type RouteTable = typeof routeTable;
export type Route = RouteTable[number];
export type ApiArea = Route['area'];
export type OperationOf<A extends ApiArea> = Extract<Route, { area: A }>['operation'];

/** Every area that has at least one route; each is one Lambda. */
export const apiAreas: readonly ApiArea[] = [...new Set(routeTable.map((route) => route.area))];

/** Requests under /api that match no route go to this area, whose router answers 404 JSON. */
export const fallbackArea: ApiArea = 'system';

/** Source file of an area's Lambda handler, relative to the repository root. */
export const areaEntry = (area: ApiArea): string => `lambdas/api/${area}/index.ts`;
