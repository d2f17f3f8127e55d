/**
 * `npm run search:reindex` (site/server/search-reindex.ts): every entity's search entries rebuilt from its
 * rows, under the migration lock, each entity in one transaction (index-table.ts `reindexChanged`).
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { holdingMigrationLock, type LockWait } from '../db/migration-lock';
import { ensureSearchTable, reindexChanged } from './index-table';

export async function rebuildSearchIndex(db: Knex, metas: readonly EntityMeta[], lock?: LockWait): Promise<string[]> {
  return holdingMigrationLock(db, async () => {
    await ensureSearchTable(db);
    return reindexChanged(db, metas, true);
  }, lock);
}
