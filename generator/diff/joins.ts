/**
 * Join tables of many-to-many fields: created with their field, dropped only
 * when the entity declares the field in `removedFields` (the pairs are data).
 */
import { DefinitionError } from '../errors';
import type { SanitizedEntity } from '../model';
import type { Snapshot } from '../snapshot';
import { snapshotOf } from '../snapshot';
import type { Change } from './changes';

export function joinChanges(before: Snapshot, entities: SanitizedEntity[], removedEntities: readonly string[]): { creates: Change[]; drops: Change[] } {
  const now = snapshotOf(entities).joins ?? {};
  const old = before.joins ?? {};
  const creates: Change[] = Object.entries(now)
    .filter(([table]) => !old[table])
    .map(([table, j]) => ({ type: 'createTable', table, source: j.source, columns: j.columns, join: true }));
  const drops: Change[] = [];
  for (const [table, j] of Object.entries(old)) {
    if (now[table]) continue;
    const owner = entities.find((e) => e.name === j.entity);
    const declared = removedEntities.includes(j.entity) || Boolean(owner?.evolution.removedFields.includes(j.field));
    if (!declared) {
      throw new DefinitionError(
        owner?.source ?? j.source,
        j.field,
        `the many-to-many field is gone, and dropping its join table ${table} deletes its links. To drop it, add removedFields: ['${j.field}'] to the entity`,
      );
    }
    drops.push({ type: 'dropTable', table, source: j.source, columns: j.columns, join: true });
  }
  return { creates, drops };
}
