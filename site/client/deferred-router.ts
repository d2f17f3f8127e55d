/**
 * A data router whose navigation engine loads on first use.
 *
 * Hydrating a server-rendered page needs only react-router's components and
 * hooks (RouterProvider, Link, useLoaderData, ...) and the state the server
 * rendered with; the engine that runs loaders, actions, redirects and
 * history (`createBrowserRouter`, about 16 KB gzip) is needed only once the
 * visitor navigates. This object answers RouterProvider and the hooks from
 * the hydration state and fetches the engine (a chunk of its own, see
 * `react-router-engine` in vite.config.ts) on the first navigation, submit,
 * fetch or revalidation, or earlier when the visitor points at or focuses
 * something (prefetchOnIntent). From then on every call goes to the real
 * router, created from the same routes and the same state, so everything
 * after the first click behaves exactly as createBrowserRouter does.
 */
import { createPath, IDLE_BLOCKER, IDLE_NAVIGATION, matchRoutes, UNSAFE_ErrorResponseImpl, UNSAFE_mapRouteProperties, type DataRouter, type RouteObject, type RouterState, type To } from 'react-router-dom';
import { toDataRoutes, type DataRouteManifest } from './data-routes';

type Listener = Parameters<DataRouter['subscribe']>[0];
type CreateRouter = (routes: RouteObject[], opts: { hydrationData: Partial<RouterState> }) => DataRouter;

/** What the server put into <script id="router-data"> (site/entry-server.tsx). */
export interface HydrationData {
  loaderData: RouterState['loaderData'];
  actionData: RouterState['actionData'];
  errors: Record<string, unknown> | null;
}

/** Route errors as the server serialized them, revived as createBrowserRouter does (404s stay route error responses). */
function reviveErrors(errors: HydrationData['errors']): RouterState['errors'] {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(errors)) {
    const error = value as { __type?: string; status: number; statusText: string; data: unknown; internal?: boolean; message: string };
    if (error?.__type === 'RouteErrorResponse') out[id] = new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data, error.internal === true);
    else if (error?.__type === 'Error') out[id] = new Error(error.message);
    else out[id] = value;
  }
  return out;
}

/**
 * `routes` must already hold the page modules of the current URL (main.tsx
 * resolves their `lazy` first); `loadEngine` imports createBrowserRouter.
 */
export function createDeferredRouter(routes: RouteObject[], hydration: HydrationData, loadEngine: () => Promise<CreateRouter>): DataRouter {
  const manifest: DataRouteManifest = {};
  const dataRoutes = toDataRoutes(routes, UNSAFE_mapRouteProperties, manifest);
  const { pathname, search, hash } = window.location;
  const historyState = window.history.state as { usr?: unknown; key?: string } | null;
  const location = { pathname, search, hash, state: historyState?.usr ?? null, key: historyState?.key ?? 'default' };
  const initialState: RouterState = {
    historyAction: 'POP' as RouterState['historyAction'],
    location,
    matches: matchRoutes(dataRoutes, location) ?? [],
    initialized: true,
    renderFallback: false,
    navigation: IDLE_NAVIGATION,
    restoreScrollPosition: false, // the server rendered this page: nothing to restore
    preventScrollReset: false,
    revalidation: 'idle',
    loaderData: hydration.loaderData,
    actionData: hydration.actionData,
    errors: reviveErrors(hydration.errors),
    fetchers: new Map(),
    blockers: new Map(),
  };

  let real: DataRouter | undefined;
  let loading: Promise<DataRouter> | undefined;
  const listeners = new Set<Listener>();
  // Calls that need no answer now (blockers, scroll restoration) wait for the engine, in order.
  const pending: ((router: DataRouter) => void)[] = [];

  function engine(): Promise<DataRouter> {
    loading ??= loadEngine().then((createRouter) => {
      // createBrowserRouter initializes the router itself (listens to history).
      const router = createRouter(routes, {
        hydrationData: { loaderData: deferred.state.loaderData, actionData: deferred.state.actionData, errors: deferred.state.errors },
      });
      router.subscribe((state, opts) => listeners.forEach((listener) => listener(state, opts)));
      real = router;
      for (const call of pending.splice(0)) call(router);
      return router;
    });
    return loading;
  }

  const later = (call: (router: DataRouter) => void) => {
    if (real) call(real);
    else pending.push(call);
  };

  const deferred = {
    get basename() { return real?.basename ?? '/'; },
    get future() { return real?.future ?? {}; },
    get state() { return real?.state ?? initialState; },
    get routes() { return real?.routes ?? dataRoutes; },
    get manifest() { return real?.manifest ?? manifest; },
    get window() { return real?.window ?? window; },
    initialize: () => deferred,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate: (...args: Parameters<DataRouter['navigate']>) => engine().then((router) => router.navigate(...args)),
    fetch: (...args: Parameters<DataRouter['fetch']>) => engine().then((router) => router.fetch(...args)),
    revalidate: () => engine().then((router) => router.revalidate()),
    enableScrollRestoration(...args: Parameters<DataRouter['enableScrollRestoration']>) {
      let disable: (() => void) | undefined;
      let cancelled = false;
      later((router) => {
        if (!cancelled) disable = router.enableScrollRestoration(...args);
      });
      return () => {
        cancelled = true;
        disable?.();
      };
    },
    // useBlocker reads its blocker from the state, not from this answer.
    getBlocker(key: string, fn: Parameters<DataRouter['getBlocker']>[1]) {
      if (real) return real.getBlocker(key, fn);
      pending.push((router) => router.getBlocker(key, fn));
      return IDLE_BLOCKER;
    },
    deleteBlocker: (key: string) => later((router) => router.deleteBlocker(key)),
    getFetcher: (key: string) => real?.getFetcher(key) ?? initialState.fetchers.get(key),
    resetFetcher: (...args: Parameters<DataRouter['resetFetcher']>) => later((router) => router.resetFetcher(...args)),
    deleteFetcher: (key: string) => later((router) => router.deleteFetcher(key)),
    dispose: () => later((router) => router.dispose()),
    patchRoutes: (...args: Parameters<DataRouter['patchRoutes']>) => later((router) => router.patchRoutes(...args)),
    // Links render before the engine exists: same-origin paths, as the browser history writes them.
    createHref: (to: Parameters<DataRouter['createHref']>[0]) => real?.createHref(to) ?? (typeof to === 'string' ? to : createPath(to)),
    createURL: (to: To) => real?.createURL?.(to) ?? new URL(typeof to === 'string' ? to : createPath(to), window.location.origin),
    encodeLocation: (to: Parameters<DataRouter['encodeLocation']>[0]) => {
      if (real) return real.encodeLocation(to);
      const url = deferred.createURL(to);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
  };
  prefetchOnIntent(() => void engine());
  return deferred as unknown as DataRouter;
}

/**
 * Starts loading the engine as soon as the visitor shows an intent to move
 * (pointer over, touch, focus, a key), so that a click rarely waits for it.
 */
function prefetchOnIntent(load: () => void): void {
  const events = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;
  const once = () => {
    for (const event of events) document.removeEventListener(event, once, true);
    load();
  };
  for (const event of events) document.addEventListener(event, once, { capture: true, passive: true });
}
