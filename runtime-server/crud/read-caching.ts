/**
 * How long an answer to a read may be kept, and by whom (`Cache-Control`), for the list, record and
 * singleton routes. Every such answer also carries an `ETag` (Express's weak hash of the body) and is a
 * 304 without a body when `If-None-Match` names it: a client that keeps an answer checks it again cheaply.
 *
 * - An entity that needs a sign-in to read: `no-store`, its rows are someone's.
 * - A public entity read with a sign-in: `private, no-cache`; staff may see rows the public does not
 *   (drafts), so no shared cache may keep it, and the browser asks again each time (with its ETag).
 * - A public entity read anonymously: `public, max-age=<cache.maxAge>` when the entity declares `cache`,
 *   else `no-cache` (kept, but checked each time), as the server-rendered pages are (site/server/render).
 *
 * `Vary: Authorization` on all of them: a cache never hands one caller's answer to another.
 */
import type { Request, Response } from 'express';
import type { EntityMeta } from '../../runtime-shared/meta';

export function cacheControl(meta: EntityMeta, signedIn: boolean): string {
  if (meta.access.read !== 'public') return 'no-store';
  if (signedIn) return 'private, no-cache';
  return meta.cache ? `public, max-age=${meta.cache.maxAge}` : 'no-cache';
}

/** Sets the headers before the answer is sent. A request that carried a token counts as signed in, whatever it proved. */
export function setReadCaching(req: Request, res: Response, meta: EntityMeta): void {
  res.setHeader('Cache-Control', cacheControl(meta, Boolean(req.user) || req.get('Authorization') !== undefined));
  res.vary('Authorization');
}
