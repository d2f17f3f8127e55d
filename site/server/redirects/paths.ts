/**
 * How redirects name addresses: a path on this site (`/old-terms`, without a trailing slash), or a full
 * address elsewhere. The same rules when a redirect is saved and when a visitor's path is looked up, so that
 * `/old-terms/` finds the redirect saved as `/old-terms`.
 */

/** Paths the site's pages never answer: the API, the admin and uploaded files are not redirected. */
export const NOT_REDIRECTED = ['/api', '/admin', '/uploads'];

/**
 * The path as redirects keep it: without trailing slashes (but `/`). Escapes stay as sent (`/%C3%BCber`): that is
 * how browsers send such paths, and how the API answers addresses (the document's `uri-reference`).
 */
export function normalPath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** Whether a redirect may start from `path` (a normal path): not from the API, the admin or uploads. */
export const redirectable = (path: string): boolean => !NOT_REDIRECTED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * A redirect's target on this site, as the path it leads to (without its query string or fragment), or
 * undefined for an address elsewhere. A full address on the site's own origin (PUBLIC_URL) is a path here.
 */
export function pathOnSite(to: string, publicUrl: string): string | undefined {
  let local = to;
  if (/^https?:\/\//i.test(to)) {
    const url = URL.parse(to);
    if (!url || url.origin !== URL.parse(publicUrl)?.origin) return undefined;
    local = `${url.pathname}${url.search}${url.hash}`;
  }
  return local.startsWith('/') && !local.startsWith('//') ? normalPath(local.replace(/[?#].*$/, '')) : undefined;
}

/** The address a redirect sends to, with the visitor's query string kept (after the target's own). */
export function withQuery(to: string, search: string): string {
  if (!search || search === '?') return to;
  const hash = to.indexOf('#');
  const [base, fragment] = hash >= 0 ? [to.slice(0, hash), to.slice(hash)] : [to, ''];
  return `${base}${base.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}${fragment}`;
}
