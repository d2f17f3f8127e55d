/**
 * Keeps the search index in step with every write: one lifecycle hook module per entity that declares
 * `search`, registered by the app itself (app.ts) before the site's own, so the index follows creates,
 * updates, actions, publishing a draft, the trash and back, bulk changes and imports alike, in the
 * write's transaction (a write that rolls back leaves its entry as it was).
 */
import type { EntityMeta } from '../../runtime-shared/meta';
import type { LocalServices } from '../crud/action-hooks';
import type { Row } from '../crud/serialize';
import { registerHooks, type RegisteredHooks } from '../local-api/hooks';
import { indexRow, removeEntry, searchable } from './index-table';

export function searchIndexHooks(metas: readonly EntityMeta[]): RegisteredHooks<LocalServices>[] {
  return searchable(metas).map(({ meta, search }) =>
    registerHooks<{ input: Row; record: Row; actions: string }, LocalServices>(meta.name, {
      // The stored row, not the record as the API answers it: the same form the reindex indexes.
      afterChange: async ({ record, trx }) => {
        const row = (await trx(meta.table).where({ id: record.id }).first()) as Row | undefined;
        if (row) await indexRow(trx, meta, search, row);
      },
      // To the trash or for good: either way the public may no longer find it (a restore indexes it again).
      afterDelete: async ({ previous, trx }) => {
        await removeEntry(trx, meta.name, Number(previous.id));
      },
    }),
  );
}
