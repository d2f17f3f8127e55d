/**
 * How the public pages' loaders read the API. The same loaders run in the
 * browser (client navigation) and on the server (first answer): the Request
 * react-router hands them carries the origin to read from. In the browser that
 * is the page's own origin; on the server it is the loopback address of this
 * very server (see site/server/render/render-page.ts), so both read the same
 * typed clients, the same access rules and the same JSON.
 */
import { data } from 'react-router-dom';
import type { RequestOptions } from '../../runtime-web/api/client';

/**
 * Anonymous (public data, and an expired stored token must not break a page), cancelled with the navigation.
 * On the server the request carries the visitor's address (render-page.ts): passed on, so that the API's
 * per-address rate limits count the visitor who sent a form, not this server.
 */
export function readOptions(request: Request): RequestOptions {
  const visitor = request.headers.get('X-Forwarded-For');
  // A preview link's render (site/server/render/preview.ts): the API answers the previewed record as its draft.
  // On the server the token comes as a header; in the browser a preview page's address has it (`?preview=`),
  // also after the admin's live preview navigated it to a newer draft (site/client/live-preview.ts).
  const preview = request.headers.get('X-Preview') ?? (typeof window === 'undefined' ? null : new URL(request.url).searchParams.get('preview'));
  const headers = { ...(visitor ? { 'X-Forwarded-For': visitor } : {}), ...(preview ? { 'X-Preview': preview } : {}) };
  return { anonymous: true, signal: request.signal, baseUrl: new URL(request.url).origin, ...(Object.keys(headers).length ? { headers } : {}) };
}

/** Ends a loader with the 404 page, and the server answers HTTP 404. */
export function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way: a thrown data() answer becomes the route's error response (404)
  throw data('Not found', { status: 404 });
}

/** A positive integer route parameter, or the 404 page. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d+$/.test(value ?? '') || !Number.isSafeInteger(id) || id < 1) notFound();
  return id;
}

/** A `?page=` number from the address, 1 when absent or nonsense. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
