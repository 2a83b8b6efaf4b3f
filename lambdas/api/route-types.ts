export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route; enforced by one middleware in every area handler. */
/** `apiKey`: an external API key (DESIGN §6.8); read scope for GET, write scope for every other method. */
export type Access = 'public' | 'customer' | 'admin' | 'apiKey';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/customer/{id}`. */
  path: string;
  /** The API area: one Lambda per area, its handler in `lambdas/api/<area>/index.ts`. */
  area: string;
  access: Access;
  /** The name of the handler function the area module registers for this route. */
  operation: string;
  /** Admin routes only: an admin's bearer token from POST /api/external/v1/auth/login is accepted too. */
  bearer?: true;
}
