/**
 * Route objects as react-router's data router holds them: each with its id
 * and its mapped properties (`Component` -> `element`, ...). The ids follow
 * react-router's own rule (an explicit `id`, else the position in the tree,
 * "0-1-3"), because the server's loader data and errors are keyed by them and
 * the engine, once loaded, converts the same routes again with that rule.
 */
import type { DataRouteObject, RouteObject } from 'react-router-dom';

export type DataRouteManifest = Record<string, DataRouteObject>;
type MapRouteProperties = (route: RouteObject) => Partial<RouteObject>;

export function toDataRoutes(routes: RouteObject[], mapRouteProperties: MapRouteProperties, manifest: DataRouteManifest, parentPath: string[] = []): DataRouteObject[] {
  return routes.map((route, index) => {
    const treePath = [...parentPath, String(index)];
    const id = typeof route.id === 'string' ? route.id : treePath.join('-');
    const dataRoute = { ...route, id, children: undefined } as DataRouteObject;
    Object.assign(dataRoute, mapRouteProperties(dataRoute));
    manifest[id] = dataRoute;
    if (route.children) dataRoute.children = toDataRoutes(route.children, mapRouteProperties, manifest, treePath);
    return dataRoute;
  });
}
