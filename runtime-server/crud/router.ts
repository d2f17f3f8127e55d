/**
 * createCrudRouter(): the REST API of one entity, as DESIGN.md describes it.
 * Handlers only check access, parse the request and call an operation of the
 * local API (local-api/operations.ts), the one write path hand-written code uses too.
 *
 * Records are answered in the shape their OpenAPI schema documents (`answer`, emitted by the generator:
 * crud/answer-json.ts), so a key the document does not name is never sent.
 *
 * @example export const bannerRouter = createCrudRouter({ meta: bannerMeta, createSchema, updateSchema, answer: bannerAnswer });
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { ZodObject } from 'zod';
import { SELECTION_MEDIA_TYPE } from '../../runtime-shared/list-query';
import type { EntityMeta, Operation } from '../../runtime-shared/meta';
import { assertAccess } from '../auth/access';
import { contextOf } from '../http/context';
import { badRequest } from '../http/errors';
import { callerOf } from '../local-api/caller';
import * as records from '../local-api/operations';
import { usagesOf, visibleUsages } from '../uploads/library';
import { findSingleton, saveSingleton } from '../local-api/singleton';
import { findDraft } from '../local-api/drafts';
import { currentPreview, withPreviewRow } from '../drafts/preview-read';
import { mountDraftRoutes } from '../drafts/routes';
import { privateFields, sendStoredFile } from '../uploads/private-files';
import { receiveUploads } from '../uploads/receive';
import { mountBackOffice } from './back-office-routes';
import { basedOnHeader } from './conflict';
import { parseListQuery } from './list-query';
import { inLocale, requestLocale } from './localize';
import { addRecordRoutes, assertStaff } from './record-routes';
import { findRaw, parseId } from './read';
import { listAnswer, recordAnswer, shapeFor, type AnswerShapes } from './answer-json';
import { setReadCaching } from './read-caching';
import { registerStatements, type EntityStatements } from './statements';
import { parseSelection } from './selection';
import type { Row } from './serialize';

export interface CrudRouterOptions {
  meta: EntityMeta;
  createSchema: ZodObject;
  updateSchema: ZodObject;
  /** The entity's fixed-shape statements, compiled by the generator (statements.ts): its reads run them prepared. */
  statements?: EntityStatements;
  /** The record's documented shapes (generated/server/serializers.ts); without them records are answered as they are. */
  answer?: AnswerShapes;
}

/** Answers as the record objects are, for a router made without generated shapes. */
const AS_THEY_ARE: AnswerShapes = { record: (r) => r, whole: (r) => r, picked: (r) => r };

export function createCrudRouter({ meta, createSchema, updateSchema, statements, answer: shapes = AS_THEY_ARE }: CrudRouterOptions): Router {
  const router = Router();
  if (statements) registerStatements(meta, statements);
  const target = { meta, createSchema, updateSchema };
  const allow = (req: Request, op: Operation) => assertAccess(req, meta.access[op], meta.name, op);
  // Uploads are parsed after the access check, so an anonymous client cannot make the server read files;
  // writes without a sign-in (public forms) are rate-limited per address before anything is read.
  const guard = (op: Operation): RequestHandler => (req, res, next) => {
    allow(req, op);
    contextOf(req).limiters.anonymousWrite(req, res, next);
  };

  if (meta.singleton) {
    router.get('/', async (req, res) => {
      allow(req, 'read');
      setReadCaching(req, res, meta);
      res.json(recordAnswer(shapes.record, await findSingleton(contextOf(req), target, { caller: callerOf(req) })));
    });
    router.put('/', guard('update'), receiveUploads(meta), async (req, res) => {
      res.json(recordAnswer(shapes.record, await saveSingleton(contextOf(req), target, (req.body ?? {}) as Row, { caller: callerOf(req), files: req.files })));
    });
    return router;
  }

  // `'none'`: the operation has no route at all (the server writes such records itself).
  const offered = (op: Operation) => meta.access[op] !== 'none';
  mountBackOffice(router, { meta, createSchema, updateSchema }); // bulk, export, import: before `/:id`
  if (meta.drafts) mountDraftRoutes(router, target); // draft-states before `/:id` too

  // With 'owner' access, a caller without the grant reaches only their own rows (the operations' scope): any other is a 404.
  // `?locale=`: the record as it reads in that locale (crud/localize.ts).
  const inLocaleOf = <R extends Row | null>(locale: string | undefined, record: R): R => (locale && record ? (inLocale(meta, record, locale) as R) : record);

  const update = async (req: Request, partial: boolean) => {
    const basedOn = basedOnHeader(req.get('If-Match'));
    const body = (req.body ?? {}) as Row;
    const locale = requestLocale(meta, req.query.locale);
    return inLocaleOf(locale, await records.update(contextOf(req), target, parseId(String(req.params.id)), body, { caller: callerOf(req), files: req.files, partial, ...(basedOn ? { basedOn } : {}), ...(locale ? { locale } : {}) }));
  };

  // Readers without the role's read grant (the public site, owners) see only the rows the entity lets them (the operation's filter).
  router.get('/', async (req, res) => {
    allow(req, 'read');
    const query = parseListQuery(meta, req.query, { selection: true });
    if (query.trashed) assertStaff(req, meta, 'read'); // here too: a refused token's reason (req.authProblem) is the route's to tell
    const asked = [...query.filters];
    const answer = await records.list(contextOf(req), target, query, { caller: callerOf(req) });
    // The server's own render of a preview link: that one record as its draft (drafts/preview-read.ts).
    const preview = meta.drafts ? await currentPreview(req, meta) : undefined;
    setReadCaching(req, res, meta);
    if (query.selection) res.type(SELECTION_MEDIA_TYPE);
    const shown = preview && !query.trashed ? withPreviewRow(answer, preview.record, asked) : answer;
    res.json(listAnswer(shapeFor(shapes, query.selection), query.locale ? { ...shown, data: shown.data.map((r) => inLocaleOf(query.locale, r)) } : shown));
  });

  const findVisible = (req: Request, rawId: string) => records.findById(contextOf(req), target, parseId(rawId), { caller: callerOf(req) });

  router.get('/:id', async (req, res) => {
    allow(req, 'read');
    const locale = requestLocale(meta, req.query.locale);
    if (meta.drafts) {
      // `?draft=1`: staff with the read grant read the draft; a preview render reads the one record it previews.
      const draft = req.query.draft;
      if (draft !== undefined && draft !== '1' && draft !== '0') throw badRequest('draft must be 1 (the draft) or 0 (the live record)');
      if (draft === '1') {
        res.json(recordAnswer(shapes.record, inLocaleOf(locale, await findDraft(contextOf(req), target, parseId(req.params.id), { caller: callerOf(req) }))));
        return;
      }
      const preview = await currentPreview(req, meta);
      if (preview && preview.claim.id === parseId(req.params.id)) {
        res.json(recordAnswer(shapes.record, inLocaleOf(locale, preview.record)));
        return;
      }
    }
    const selection = parseSelection(meta, req.query);
    const data = await records.findById(contextOf(req), target, parseId(req.params.id), { caller: callerOf(req), ...(selection ? { selection } : {}) });
    setReadCaching(req, res, meta);
    if (selection) res.type(SELECTION_MEDIA_TYPE);
    res.json(recordAnswer(shapeFor(shapes, selection), inLocaleOf(locale, data)));
  });

  // Private files: only whoever may read the record downloads them (uploads/private-files.ts).
  if (privateFields(meta).length) {
    router.get('/:id/files/:field', async (req, res) => {
      allow(req, 'read');
      const { id } = await findVisible(req, req.params.id);
      await sendStoredFile(res, contextOf(req).uploads, meta, await findRaw(contextOf(req).db, meta, Number(id)), req.params.field);
    });
  }

  // The media library: where a file is used (uploads/library.ts), for the admin's links and before a delete:
  // the places the caller may read, and how many others (their titles are not the caller's to see).
  const library = meta.library;
  if (library) {
    router.get('/:id/usage', async (req, res) => {
      const user = allow(req, 'read');
      const stored = (await findVisible(req, req.params.id))[library.file];
      const usages = typeof stored === 'string' && stored ? await usagesOf(contextOf(req).db, contextOf(req).entities, stored) : [];
      const { visible, hidden } = visibleUsages(usages, user?.role);
      res.json({ data: visible, meta: { hidden } });
    });
  }

  if (offered('create')) router.post('/', guard('create'), receiveUploads(meta), async (req, res) => {
    const locale = requestLocale(meta, req.query.locale);
    res.status(201).json(recordAnswer(shapes.record, inLocaleOf(locale, await records.create(contextOf(req), target, (req.body ?? {}) as Row, { caller: callerOf(req), files: req.files, ...(locale ? { locale } : {}) }))));
  });

  // `POST /:id` with `_method=PUT` (or PATCH): the original admin client's multipart update.
  if (offered('update')) router.post('/:id', guard('update'), receiveUploads(meta), async (req, res) => {
    // A form field: text, or a list of texts when sent more than once.
    const method = String((req.body as Record<string, string | string[] | undefined> | undefined)?._method ?? '').toUpperCase();
    if (method !== 'PUT' && method !== 'PATCH') throw badRequest('POST to a record needs _method=PUT or _method=PATCH');
    res.json(recordAnswer(shapes.record, await update(req, method === 'PATCH')));
  });

  if (offered('update')) router.put('/:id', guard('update'), receiveUploads(meta), async (req, res) => {
    res.json(recordAnswer(shapes.record, await update(req, false)));
  });

  if (offered('update')) router.patch('/:id', guard('update'), receiveUploads(meta), async (req, res) => {
    res.json(recordAnswer(shapes.record, await update(req, true)));
  });

  if (offered('update')) router.post('/:id/actions/:action', async (req, res) => {
    allow(req, 'update');
    res.json(recordAnswer(shapes.record, await records.runAction(contextOf(req), target, parseId(req.params.id), req.params.action, { caller: callerOf(req) })));
  });

  if (offered('delete')) router.delete('/:id', guard('delete'), async (req, res) => {
    // A soft-delete entity's delete moves the row to the trash; `?purge=1` (staff with the delete grant) removes it for good.
    const purge = Boolean(meta.softDelete) && req.query.purge === '1';
    if (purge) assertStaff(req, meta, 'delete');
    await records.remove(contextOf(req), target, parseId(String(req.params.id)), { caller: callerOf(req), purge });
    res.status(204).end();
  });

  if (offered('update')) addRecordRoutes(router, meta, createSchema, updateSchema);

  return router;
}
