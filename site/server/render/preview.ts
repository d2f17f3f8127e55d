/**
 * Preview links (`/preview/<token>`, made by `POST /api/<name>/:id/preview-link`):
 * the public page of a record as it would look with its draft, for anyone
 * who has the link (no sign-in: it can be sent to a colleague), until it
 * expires or the draft is saved again.
 *
 * The link answers 303 to the record's own page with `?preview=<token>`, so
 * the browser's router matches the same route the server rendered and
 * hydrates it. That page is rendered with the same routes and components as
 * any other, its API reads carrying the token (`X-Preview`: the API answers
 * that one record as its draft, runtime-server/drafts/preview-read.ts), and it
 * is never kept in the page cache, never listed in the sitemap (which reads
 * the API without a token), sent with `X-Robots-Tag: noindex` and
 * `Cache-Control: no-store`, under a banner that says what it is.
 */
import type { Request, RequestHandler, Response } from 'express';
import { currentPreview } from '../../../runtime-server/drafts/preview-read';
import { verifyPreview } from '../../../runtime-server/drafts/preview-token';
import { contextOf } from '../../../runtime-server/http/context';
import { formatSiteTime } from '../../../runtime-shared/site-time';
import { PREVIEW_PATHS } from '../../preview-paths';


export const PREVIEW_BANNER = 'Preview of unpublished changes';

/** Headers of every preview answer, its refusals included: for this one reader, never stored, never indexed. */
export function previewHeaders(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer'); // the token must not leak to other sites through links
}

type Checked = { ok: true; entity: string; expires: number; record: Record<string, unknown> } | { ok: false; status: number; message: string };

/** The token's record, or why the link does not work (404 forged or altered, 410 expired or out of date). */
export async function checkPreview(req: Request, token: string): Promise<Checked> {
  const { jwtSecret, entities } = contextOf(req);
  const check = verifyPreview(jwtSecret, token);
  if (!check.ok) {
    return check.reason === 'expired'
      ? { ok: false, status: 410, message: 'This preview link has expired. Ask for a new one.' }
      : { ok: false, status: 404, message: 'This preview link is not valid.' };
  }
  const meta = entities.get(check.claim.entity);
  const found = meta && PREVIEW_PATHS[meta.name] ? await currentPreview(req, meta, token) : undefined;
  if (!found) return { ok: false, status: 410, message: 'This preview is out of date: the draft was changed, published or deleted since. Ask for a new link.' };
  return { ok: true, entity: check.claim.entity, expires: check.claim.expires, record: found.record };
}

export const bannerHtml = (expires: number) =>
  `<p class="site-notice preview-notice" role="note"><strong>${PREVIEW_BANNER}</strong>: visitors do not see this version yet. This link works until ${formatSiteTime(new Date(expires))}.</p>`;

/** `GET /preview/:token`: on to the record's page with the token, or a page saying why the link does not work. */
export function previewLink(): RequestHandler {
  return async (req, res) => {
    previewHeaders(res);
    const token = String(req.params.token);
    const checked = await checkPreview(req, token);
    if (!checked.ok) return refused(res, checked);
    res.redirect(303, `${PREVIEW_PATHS[checked.entity]!(checked.record)}?preview=${encodeURIComponent(token)}`);
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A link that does not work: a small page that says why (no app: the browser's router knows no preview route). */
export function refused(res: Response, checked: { status: number; message: string }): void {
  res
    .status(checked.status)
    .type('html')
    .send(`<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview</title></head><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem"><h1>Preview</h1><p>${escapeHtml(checked.message)}</p></body></html>\n`);
}
