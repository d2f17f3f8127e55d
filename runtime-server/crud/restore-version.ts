/**
 * Restoring an earlier version (`POST /api/<name>/:id/history/<version>/restore`):
 * the values the record had after that change, saved as an update through the
 * local API, so the schema, the rules across fields and the access checks
 * apply as to any edit, and the restore is itself a new version in the history.
 *
 * Left as they are: secrets (the log holds them redacted) and files (a replaced
 * file is removed once no row refers to it, so an old path may point at nothing).
 */
import { serverKinds } from '../../kinds/registry/server';
import { findVersion } from '../audit/history';
import { conflict } from '../http/errors';
import type { Caller } from '../local-api/caller';
import { update, type EntityTarget } from '../local-api/operations';
import type { LocalServices } from './action-hooks';
import type { Row } from './serialize';

export async function restoreVersion(services: LocalServices, t: EntityTarget, id: number, version: number, caller: Caller): Promise<Row> {
  const { after } = await findVersion(services.db, t.meta, id, version);
  if (!after) throw conflict(`Version ${version} deleted the ${t.meta.label.toLowerCase()}: it holds no values to restore; choose an earlier version`);
  const body: Row = {};
  for (const f of t.meta.fields) {
    if (f.writeOnly || serverKinds[f.kind].secret || f.upload || !(f.name in after)) continue;
    body[f.name] = after[f.name];
  }
  return (await update(services, t, id, body, { caller, auditAction: `restore version ${version}`, withTranslations: true }))!;
}
