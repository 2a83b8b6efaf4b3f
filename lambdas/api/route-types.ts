export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route; enforced by one middleware in every area handler. */
export type Access = 'public' | 'customer' | 'admin';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/customer/{id}`. */
  path: string;
  /** The API area: one Lambda per area, its handler in `lambdas/api/<area>/index.ts`. */
  area: string;
  access: Access;
  /** The name of the handler function the area module registers for this route. */
  operation: string;
}
