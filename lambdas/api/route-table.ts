/**
 * The one route table. The CDK stack creates an API Gateway route per entry (integrated with the
 * Lambda of the entry's area) and the local HTTP server matches requests against the same entries.
 * It is plain data so that infrastructure code can read it without loading any handler.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route; enforced by one middleware in every area handler. */
export type Access = 'public' | 'customer' | 'admin';

export const apiAreas = ['system'] as const;
export type ApiArea = (typeof apiAreas)[number];

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/customer/{id}`. */
  path: string;
  area: ApiArea;
  access: Access;
  /** The name of the handler function the area module registers for this route. */
  operation: string;
}

export const routeTable = [
  { method: 'GET', path: '/api/health', area: 'system', access: 'public', operation: 'getHealth' },
] as const satisfies readonly RouteDefinition[];

export type RouteTable = typeof routeTable;
export type Route = RouteTable[number];
export type OperationOf<A extends ApiArea> = Extract<Route, { area: A }>['operation'];

/** Requests under /api that match no route go to this area, whose router answers 404 JSON. */
export const fallbackArea: ApiArea = 'system';

/** Source file of an area's Lambda handler, relative to the repository root. */
export const areaEntry = (area: ApiArea): string => `lambdas/api/${area}/index.ts`;
