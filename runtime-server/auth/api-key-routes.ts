/**
 * `POST /api/api-keys` makes a key (shown once) and `POST /api/api-keys/:id/revoke` revokes one
 * (api-keys.ts); the list is the api-key entity's generated `GET /api/api-key`. Both need a staff
 * sign-in granted the operation on api-key; declared in runtime-shared/auth-routes.ts.
 */
import { Router, type Request } from 'express';
import { CREATE_API_KEY } from '../../runtime-shared/auth-routes';
import type { EntityMeta } from '../../runtime-shared/meta';
import { parseId } from '../crud/read';
import { serializeRows, type Row } from '../crud/serialize';
import { contextOf, viewerOf } from '../http/context';
import { APIError } from '../http/errors';
import { assertAccess } from './access';
import { API_KEY_ENTITY, createApiKey, revokeApiKey } from './api-keys';

function keyMeta(req: Request): EntityMeta {
  const meta = contextOf(req).entities.get(API_KEY_ENTITY);
  if (!meta) throw new APIError(404, 'This app has no API keys');
  return meta;
}

const answered = async (req: Request, meta: EntityMeta, row: Row) => (await serializeRows(contextOf(req).db, meta, [row], viewerOf(req)))[0]!;

export function apiKeyRouter(): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const actor = assertAccess(req, 'admin', API_KEY_ENTITY, 'create')!;
    const meta = keyMeta(req);
    const input = CREATE_API_KEY.body.parse(req.body ?? {});
    const { row, key } = await createApiKey(contextOf(req).db, meta, actor, input);
    res.status(201).json({ data: { key, api_key: await answered(req, meta, row) } });
  });
  router.post('/:id/revoke', async (req, res) => {
    const actor = assertAccess(req, 'admin', API_KEY_ENTITY, 'update')!;
    const meta = keyMeta(req);
    const row = await revokeApiKey(contextOf(req).db, meta, actor, parseId(req.params.id));
    res.json({ data: await answered(req, meta, row) });
  });
  return router;
}
