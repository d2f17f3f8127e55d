/**
 * Which table of the last snapshot each entity is. An entity is its name: a
 * table whose snapshot entry has the same entity name (or the entity's
 * `renamedFrom`) is the same table, possibly under a new table name. Nothing
 * is guessed from similar columns. A table no entity claims is dropped only
 * when entities/removed.ts lists its entity.
 */
import { DefinitionError } from '../errors';
import { REMOVED_FILE } from '../load';
import type { SanitizedEntity } from '../model';
import type { Snapshot, TableSnapshot } from '../snapshot';

export interface TableMatch {
  entity: SanitizedEntity;
  /** The table's name in the snapshot (it differs from `entity.table` after a rename). */
  oldTable: string;
  old: TableSnapshot;
}

export interface TablePlan {
  matched: TableMatch[];
  created: SanitizedEntity[];
  dropped: { table: string; old: TableSnapshot }[];
}

export function matchTables(before: Snapshot, entities: SanitizedEntity[], removed: string[]): TablePlan {
  const byEntity = new Map(Object.entries(before.tables).map(([table, t]) => [t.entity, { table, t }]));
  const claimed = new Set<string>();
  const plan: TablePlan = { matched: [], created: [], dropped: [] };
  for (const entity of entities) {
    if (removed.includes(entity.name)) {
      throw new DefinitionError(REMOVED_FILE, undefined, `"${entity.name}" is listed as removed, but ${entity.source} still defines it: delete one of the two`);
    }
    const from = entity.evolution.renamedFrom;
    const found = byEntity.get(entity.name) ?? (from ? byEntity.get(from) : undefined);
    if (found) {
      plan.matched.push({ entity, oldTable: found.table, old: found.t });
      claimed.add(found.table);
    } else if (from && Object.keys(before.tables).length > 0) {
      const known = [...byEntity.keys()].join(', ');
      throw new DefinitionError(entity.source, 'renamedFrom', `no entity "${from}" was migrated before (known: ${known}); correct the previous name, or remove renamedFrom to create a new table`);
    } else {
      plan.created.push(entity);
    }
  }
  for (const [table, old] of Object.entries(before.tables)) {
    if (claimed.has(table)) continue;
    if (!removed.includes(old.entity)) {
      throw new DefinitionError(
        old.source,
        undefined,
        `the entity "${old.entity}" is gone, and dropping its table ${table} deletes its rows. ` +
          `To drop it, list it in ${REMOVED_FILE} (export default ['${old.entity}']); ` +
          `if it was renamed, add renamedFrom: '${old.entity}' to the renamed entity; otherwise restore the file`,
      );
    }
    plan.dropped.push({ table, old });
  }
  return plan;
}
