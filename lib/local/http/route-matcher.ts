import { fallbackArea, routeTable, type ApiArea } from '../../../lambdas/api/route-table.ts';

export interface MatchedRoute {
  area: ApiArea;
  /** As API Gateway reports it: `GET /api/customer/{id}`, or the proxy route for unknown paths. */
  routeKey: string;
  pathParameters?: Record<string, string>;
}

const compiled = routeTable.map((route) => {
  const names: string[] = [];
  const pattern = route.path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  return { route, names, regex: new RegExp(`^${pattern}/?$`) };
});

/** Matches a request the way API Gateway matches the routes the CDK stack creates from the same table. */
export function matchRoute(method: string, path: string): MatchedRoute {
  for (const { route, names, regex } of compiled) {
    if (route.method !== method) continue;
    const match = regex.exec(path);
    if (!match) continue;
    const pathParameters = names.length
      ? Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]))
      : undefined;
    return { area: route.area, routeKey: `${route.method} ${route.path}`, pathParameters };
  }
  return {
    area: fallbackArea,
    routeKey: 'ANY /api/{proxy+}',
    pathParameters: { proxy: path.replace(/^\/api\/?/, '') },
  };
}
