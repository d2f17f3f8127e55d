/**
 * The HTTP routes of drafts, previews and scheduled changes of one entity
 * with `drafts: true`, beside its CRUD routes (crud/router.ts), for staff:
 *
 * - `GET /draft-states?ids=1,2`: each record's state for the list (read grant);
 * - `GET /:id/draft`: the record with its draft applied, its state and its scheduled changes (read grant);
 * - `PUT /:id/draft` (`If-Match`: the version edited): saves the draft (update grant; 409 when stale);
 * - `DELETE /:id/draft`: discards it; `POST /:id/publish`: makes it live; `POST /:id/unpublish`;
 * - `POST /:id/preview-link`: a signed link to the public page as it would look (read grant);
 * - `GET|POST /:id/schedule`, `DELETE /:id/schedule/:change`: "Publish at" and "Unpublish at".
 *
 * Handlers parse the request and call the local API's draft operations (local-api/drafts.ts).
 */
import { requestLocale } from '../crud/localize';
import type { Request, RequestHandler, Router } from 'express';
import { z } from 'zod';
import { fromSiteTime } from '../../runtime-shared/site-time';
import { assertAccess, grants } from '../auth/access';
import { basedOnHeader } from '../crud/conflict';
import { findRaw, parseId } from '../crud/read';
import { serializeRows, type Row } from '../crud/serialize';
import { assertStaff } from '../crud/record-routes';
import { contextOf } from '../http/context';
import { badRequest } from '../http/errors';
import { fieldErrors } from '../http/zod-errors';
import { callerOf } from '../local-api/caller';
import * as drafts from '../local-api/drafts';
import type { EntityTarget } from '../local-api/operations';
import { currentVersion, draftState, readDraft, readDrafts } from './draft-store';
import { PREVIEW_LIFETIME_MS, signPreview } from './preview-token';
import { cancelChange, changesOf, pendingChanges, scheduleChange } from './schedule';

/** The longest list of ids one `draft-states` call takes (a list page shows at most 100). */
const MAX_IDS = 100;

const scheduleBody = z.strictObject({
  action: z.enum(['publish', 'unpublish'], { error: 'Choose publish or unpublish' }),
  at: z.string({ error: 'This field is required' }).min(1, 'This field is required').max(40),
});

/** A time with a zone (`2026-11-30T09:00:00Z`, `…+01:00`), or a wall-clock time read in the site's zone (`2026-11-30T09:00`). */
function parseAt(raw: string): Date {
  const local = fromSiteTime(raw);
  if (local) return local;
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) ? new Date(raw) : undefined;
  if (!zoned || Number.isNaN(zoned.getTime())) throw badRequest('Enter a date and time', { at: 'Enter a date and time, e.g. 2026-11-30T09:00' });
  return zoned;
}

function parseIds(raw: unknown): number[] {
  if (typeof raw !== 'string' || !/^\d{1,10}(,\d{1,10})*$/.test(raw)) throw badRequest('ids must be record ids separated by commas, e.g. 1,2,3');
  const ids = [...new Set(raw.split(',').map((id) => parseId(id)))];
  if (ids.length > MAX_IDS) throw badRequest(`At most ${MAX_IDS} ids at once`);
  return ids;
}

export function mountDraftRoutes(router: Router, target: EntityTarget): void {
  const { meta } = target;
  const basedOn = (req: Request) => {
    const version = basedOnHeader(req.get('If-Match'));
    return version ? { basedOn: version } : {};
  };

  router.get('/draft-states', async (req, res) => {
    assertStaff(req, meta, 'read');
    const ids = parseIds(req.query.ids);
    const { db, entities } = contextOf(req);
    const rows = (await db(meta.table).whereIn('id', ids)) as Row[];
    const records = await serializeRows(db, meta, rows, { user: undefined, entities });
    const byId = await readDrafts(db, meta, ids);
    res.json({ data: records.map((r, i) => ({ id: r.id, state: draftState(meta, r, byId.get(Number(r.id))), version: currentVersion(rows[i]!, byId.get(Number(r.id))) })) });
  });

  router.get('/:id/draft', async (req, res) => {
    assertStaff(req, meta, 'read');
    const id = parseId(req.params.id);
    const context = contextOf(req);
    const caller = callerOf(req);
    const record = await drafts.findDraft(context, target, id, { caller });
    const status = await drafts.draftStatus(context, target, id, { caller });
    res.json({ data: { record, status, scheduled: await changesOf(context.db, meta, id) } });
  });

  router.put('/:id/draft', async (req, res) => {
    assertStaff(req, meta, 'update');
    const body = req.body as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Send the draft\'s fields as a JSON object');
    const locale = requestLocale(meta, req.query.locale);
    res.json({ data: await drafts.saveDraft(contextOf(req), target, parseId(req.params.id), body as Row, { caller: callerOf(req), ...basedOn(req), ...(locale ? { locale } : {}) }) });
  });

  router.delete('/:id/draft', async (req, res) => {
    assertStaff(req, meta, 'update');
    await drafts.discardDraft(contextOf(req), target, parseId(req.params.id), { caller: callerOf(req), ...basedOn(req) });
    res.status(204).end();
  });

  router.post('/:id/publish', async (req, res) => {
    assertStaff(req, meta, 'update');
    res.json({ data: await drafts.publish(contextOf(req), target, parseId(req.params.id), { caller: callerOf(req), ...basedOn(req) }) });
  });

  if (meta.drafts?.liveField) {
    router.post('/:id/unpublish', async (req, res) => {
      assertStaff(req, meta, 'update');
      res.json({ data: await drafts.unpublish(contextOf(req), target, parseId(req.params.id), { caller: callerOf(req) }) });
    });
  }

  router.post('/:id/preview-link', async (req, res) => {
    assertStaff(req, meta, 'read');
    const id = parseId(req.params.id);
    const { db, jwtSecret, publicUrl } = contextOf(req);
    const raw = await findRaw(db, meta, id);
    const expires = Date.now() + PREVIEW_LIFETIME_MS;
    const token = signPreview(jwtSecret, { entity: meta.name, id, version: currentVersion(raw, await readDraft(db, meta, id)), expires });
    res.json({ data: { url: `${publicUrl}/preview/${token}`, expires_at: new Date(expires).toISOString() } });
  });

  router.get('/:id/schedule', async (req, res) => {
    assertStaff(req, meta, 'read');
    const id = parseId(req.params.id);
    const { db } = contextOf(req);
    await findRaw(db, meta, id);
    res.json({ data: await changesOf(db, meta, id) });
  });

  router.post('/:id/schedule', async (req, res) => {
    assertStaff(req, meta, 'update');
    const id = parseId(req.params.id);
    const parsed = scheduleBody.safeParse(req.body ?? {});
    if (!parsed.success) throw badRequest('Check the highlighted fields', fieldErrors(parsed.error));
    const context = contextOf(req);
    const change = await scheduleChange(context.db, meta, id, parsed.data.action, parseAt(parsed.data.at), callerOf(req));
    context.scheduler?.wake();
    res.status(201).json({ data: change });
  });

  router.delete('/:id/schedule/:change', async (req, res) => {
    assertStaff(req, meta, 'update');
    await cancelChange(contextOf(req).db, meta, parseId(req.params.id), parseId(req.params.change), callerOf(req));
    res.status(204).end();
  });
}

/**
 * `GET /api/scheduled-changes`: every pending scheduled change the signed-in staff member may read,
 * soonest first, each with its record's title (the admin's "Scheduled changes" screen).
 */
export const scheduledChangesRoute: RequestHandler = async (req, res) => {
  assertAccess(req, 'admin');
  const { db, entities } = contextOf(req);
  const readable = [...entities.values()].filter((m) => m.drafts && grants(req.user?.role, m.name, 'read'));
  const changes = await pendingChanges(db, readable.map((m) => m.name));
  const titles = new Map<string, string>();
  for (const meta of readable) {
    const ids = changes.filter((c) => c.entity === meta.name).map((c) => c.record_id);
    if (!ids.length) continue;
    const rows: { id: number; title: string | number | null }[] = await db(meta.table).whereIn('id', ids).select('id', { title: meta.titleField });
    for (const r of rows) titles.set(`${meta.name}:${r.id}`, r.title === null ? '' : String(r.title));
  }
  res.json({ data: changes.map((c) => ({ ...c, title: titles.get(`${c.entity}:${c.record_id}`) ?? null })) });
};
