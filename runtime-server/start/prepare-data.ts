/**
 * What every app's start does to its data, after the migrations and before it serves, under the migration
 * lock (two processes starting together do it once):
 *
 * - the runtime's own tables, which belong to no entity: the shared upload store's and rate limits' (when
 *   chosen), the drafts' schedule, thumbnail jobs, the search index, and the search indexes of the tables;
 * - the admin role and the first admin account, through the local API (auth/ensure-admin.ts);
 * - the app's own seed, if any (the site's demo content), through the local API too;
 * - the search index of entities whose `search` is new or changed, from their rows.
 *
 * The files records show that the media library does not hold yet are taken in after the server listens
 * (library-adoption.ts): one file read and sniffed each, they would hold up a start after an import.
 *
 * Answers the lines for the start's log.
 */
import type { Knex } from 'knex';
import { ensureAdmin, type AccountTargets } from '../auth/ensure-admin';
import type { LocalServices } from '../crud/action-hooks';
import { holdingMigrationLock, type LockWait } from '../db/migration-lock';
import { ensureSearchIndexes } from '../db/search-indexes';
import { ensureDraftTables } from '../drafts/tables';
import { ensureRateLimitTable } from '../http/rate-limit-store';
import type { EntityTarget } from '../local-api/operations';
import { ensureSearchTable, reindexChanged } from '../search/index-table';
import { ensureUploadTable } from '../uploads/database-store';
import { ensureThumbnailJobTable } from '../uploads/thumbnail-jobs';

export interface PrepareDataOptions {
  services: LocalServices;
  /** Every entity as the local API writes it (the generated `localApiRegistry`): the account entities among them. */
  targets: AccountTargets & Readonly<Record<string, EntityTarget>>;
  adminEmail: string;
  adminPassword: string;
  /** Uploads in a table every process shares (UPLOAD_STORE=database). */
  sharedUploads?: boolean;
  /** Rate-limit counters in a table every process shares. */
  sharedRateLimits?: boolean;
  /** The app's own seed, run after the first admin; answers its log lines. */
  seed?: () => Promise<string[]>;
  lock?: LockWait;
}

export async function prepareData(o: PrepareDataOptions): Promise<string[]> {
  const { db } = o.services;
  const targets = Object.values(o.targets);
  const metas = targets.map((t) => t.meta);
  return holdingMigrationLock(db, async () => {
    await ensureRuntimeTables(db, o);
    const log = await ensureSearchIndexes(db, metas);
    await ensureAdmin(o.services, o.targets, o.adminEmail, o.adminPassword);
    if (o.seed) log.push(...(await o.seed()));
    // The seed's records are indexed as written; entities whose `search` changed are indexed from their rows.
    log.push(...(await reindexChanged(db, metas)));
    return log;
  }, o.lock);
}

async function ensureRuntimeTables(db: Knex, o: Pick<PrepareDataOptions, 'sharedUploads' | 'sharedRateLimits'>): Promise<void> {
  if (o.sharedUploads) await ensureUploadTable(db);
  if (o.sharedRateLimits) await ensureRateLimitTable(db);
  await ensureDraftTables(db);
  await ensureThumbnailJobTable(db);
  await ensureSearchTable(db);
}

/** The shared upload store's table, made under the migration lock: `npm run storage:migrate -- --to database`. */
export async function ensureSharedUploadTable(db: Knex, lock?: LockWait): Promise<void> {
  await holdingMigrationLock(db, () => ensureUploadTable(db), lock);
}
