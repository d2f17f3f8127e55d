/**
 * The server entry (built by `vite build --ssr`): runs the matched routes'
 * loaders with react-router's static handler and renders the page to HTML.
 * site/server/render/ puts the result into the built index.html.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import type { ShellData } from './data/shell';
import { headHtml, headTags } from './head';
import { loadWords } from './i18n/words';
import { requestLocale } from './locale';
import { pageHead } from './page-head';
import { pageKey } from './page-query';
import { siteRoutes } from './routes';
import { defaultLocale } from '../runtime-shared/locales';

/** One static handler per set of routes (they follow LOCALES, set once per server process). */
let handlerOf: { routes: ReturnType<typeof siteRoutes>; handler: ReturnType<typeof createStaticHandler> } | undefined;
function staticHandler() {
  const routes = siteRoutes();
  if (handlerOf?.routes !== routes) handlerOf = { routes, handler: createStaticHandler(routes) };
  return handlerOf.handler;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: string; data: string; lang: string };

/** Route errors as react-router's browser router expects to revive them from hydration data. */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[id] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) out[id] = { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) };
    else out[id] = error;
  }
  return out;
}

/** JSON that is safe inside a <script> element (no `</script>`, no `<!--`). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The path and the query parameters its page reads (page-query.ts): what a GET is rendered from and kept under.
 * @example keyOf('/', '?x=1') // '/'
 */
export const keyOf = (pathname: string, search: string): string => pageKey(siteRoutes(), pathname, search);

/**
 * Renders `request` (its URL is this server's loopback origin plus the path,
 * so loaders read the API over loopback); `publicUrl` is the page's address
 * on the configured public origin (PUBLIC_URL, never a request header), used
 * in the canonical link and Open Graph tags.
 */
export async function render(request: Request, publicUrl: string): Promise<RenderResult> {
  await loadWords(requestLocale(request)); // once per language: then it is there
  const handler = staticHandler();
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A form that only works once the page's script runs (sign in, register), sent before it ran: the browser
  // posted it natively to a route without an action. The page again, by GET (react-router's answer was a 405
  // page naming its own internals); the typed password goes nowhere.
  if (request.method === 'POST' && context.statusCode === 405) {
    const url = new URL(request.url);
    return { kind: 'redirect', status: 303, location: `${url.pathname}${url.search}` };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const shell = context.loaderData.root as ShellData | undefined;
  const siteName = shell?.companyName ?? '';
  const firstError = context.errors ? (Object.values(context.errors)[0] as unknown) : undefined;
  const matches = context.matches.map((m) => ({ id: m.route.id, handle: m.route.handle as unknown, data: context.loaderData[m.route.id] as unknown }));
  const facts = pageHead(matches, siteName, new URL(request.url).pathname, firstError);
  const head = headHtml(headTags(facts, siteName, publicUrl));
  const data = scriptJson({ loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) });
  return { kind: 'page', status: context.statusCode, html, head, data, lang: facts.lang ?? defaultLocale() };
}
