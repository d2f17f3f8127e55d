/**
 * The back-office routes of a record beside its CRUD routes, for staff only:
 * - `GET /:id/history`: its versions from the audit log (staff with the read grant);
 * - `POST /:id/history/:version/restore`: an earlier version restored (the update grant);
 * - `POST /:id/restore`: a soft-delete entity's row back from the trash (the delete grant).
 * The trash list (`?trashed=only`) and purge (`DELETE ?purge=1`) live on the CRUD routes (crud/router.ts).
 */
import type { Request, Router } from 'express';
import type { ZodObject } from 'zod';
import type { EntityMeta, Operation } from '../../runtime-shared/meta';
import { assertAccess } from '../auth/access';
import { recordHistory } from '../audit/history';
import { contextOf } from '../http/context';
import { badRequest } from '../http/errors';
import { callerOf } from '../local-api/caller';
import { restore } from '../local-api/operations';
import { findRaw, parseId } from './read';
import { restoreVersion } from './restore-version';

/** Staff whose role grants `op` on the entity, whatever the entity's public access: 401 or 403 otherwise. */
export const assertStaff = (req: Request, meta: EntityMeta, op: Operation) => assertAccess(req, 'admin', meta.name, op);

const parseVersion = (raw: string) => {
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) throw badRequest(`"${raw}" is not a version number`);
  return Number(raw);
};

export function addRecordRoutes(router: Router, meta: EntityMeta, createSchema: ZodObject, updateSchema: ZodObject): void {
  router.get('/:id/history', async (req, res) => {
    assertStaff(req, meta, 'read');
    const { db } = contextOf(req);
    const id = parseId(req.params.id);
    await findRaw(db, meta, id, undefined, true); // 404 for a record that never existed or was purged
    res.json({ data: await recordHistory(db, meta, id) });
  });

  router.post('/:id/history/:version/restore', async (req, res) => {
    assertStaff(req, meta, 'update');
    const id = parseId(req.params.id);
    const version = parseVersion(req.params.version);
    res.json({ data: await restoreVersion(contextOf(req), { meta, createSchema, updateSchema }, id, version, callerOf(req)) });
  });

  if (meta.softDelete) {
    router.post('/:id/restore', async (req, res) => {
      assertStaff(req, meta, 'delete');
      res.json({ data: await restore(contextOf(req), { meta, createSchema, updateSchema }, parseId(req.params.id), { caller: callerOf(req) }) });
    });
  }
}
