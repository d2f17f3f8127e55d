/**
 * Which query parameters a page reads (in its loader or its components),
 * declared on its route in routes.tsx. The server renders a public page, and
 * keeps it for other visitors, under its path and these parameters alone
 * (site/server/render/render-page.ts): `/?x=<random>` is the home page, not a
 * new rendering, and the kept page never depends on a parameter its key lacks.
 * A parameter a page reads but does not declare is missing on the server:
 * declare it here, or the server and the browser render differently.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

const declared = new WeakMap<RouteObject, readonly string[]>();

/**
 * Per set of routes, the parameters read at each path asked for lately. `matchRoutes` flattens and ranks the
 * whole route tree on every call (~0.3 ms for the site's, and most of the CPU time of sending a kept page),
 * while the answer depends on the path alone. Bounded: the oldest path goes first, so made-up paths cannot
 * make it grow.
 */
const readsByPath = new WeakMap<RouteObject[], Map<string, ReadonlySet<string>>>();
const MAX_PATHS = 500;

function readsAt(routes: RouteObject[], pathname: string): ReadonlySet<string> {
  let known = readsByPath.get(routes);
  if (!known) readsByPath.set(routes, (known = new Map<string, ReadonlySet<string>>()));
  let reads = known.get(pathname);
  if (!reads) {
    reads = new Set((matchRoutes(routes, pathname) ?? []).flatMap((m) => declared.get(m.route) ?? []));
    if (known.size >= MAX_PATHS) known.delete(known.keys().next().value!);
    known.set(pathname, reads);
  }
  return reads;
}

/**
 * The route, with the query parameters its page reads.
 * @example readsQuery(['category', 'q', 'page'], { path: 'products', lazy: () => import('./shop/web/ProductsPage') })
 */
export function readsQuery<R extends RouteObject>(params: readonly string[], route: R): R {
  declared.set(route, params);
  return route;
}

/**
 * The path and the parameters the matched routes read, sorted by name (values in their order):
 * what the page is rendered from and kept under.
 * @example pageKey(routes, '/products', '?x=1&page=2&category=3') // '/products?category=3&page=2'
 */
export function pageKey(routes: RouteObject[], pathname: string, search: string): string {
  if (search === '' || search === '?') return pathname;
  const reads = readsAt(routes, pathname);
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (reads.has(name)) params.append(name, value);
  params.sort();
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
