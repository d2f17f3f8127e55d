/**
 * Restoring an earlier version (`POST /api/<name>/:id/history/<version>/restore`):
 * the values the record had after that change, saved as an update, so the
 * schema, the rules across fields and the access checks apply as to any edit,
 * and the restore is itself a new version in the history.
 *
 * Left as they are: secrets (the log holds them redacted) and files (a replaced
 * file is removed once no row refers to it, so an old path may point at nothing).
 */
import type { ZodObject } from 'zod';
import { serverKinds } from '../../kinds/registry/server';
import { findVersion } from '../audit/history';
import { conflict } from '../http/errors';
import type { Row } from './serialize';
import { updateRecord } from './write';

type UpdateOptions = Parameters<typeof updateRecord>[0];

export async function restoreVersion(o: Omit<UpdateOptions, 'body' | 'files' | 'schema'> & { version: number; updateSchema: ZodObject }): Promise<Row> {
  const { after } = await findVersion(o.db, o.meta, o.id, o.version);
  if (!after) throw conflict(`Version ${o.version} deleted the ${o.meta.label.toLowerCase()}: it holds no values to restore; choose an earlier version`);
  const body: Row = {};
  for (const f of o.meta.fields) {
    if (f.writeOnly || serverKinds[f.kind].secret || f.upload || !(f.name in after)) continue;
    body[f.name] = after[f.name];
  }
  return updateRecord({ ...o, body, files: undefined, schema: o.updateSchema.partial(), auditAction: `restore version ${o.version}` });
}
