/**
 * Foreign keys and indexes of a kept column: a relation added to or removed
 * from it (or pointing elsewhere), and unique or plain indexes switched on or
 * off. Adding a unique index fails the migration when existing rows repeat a
 * value; the transaction then leaves the database as it was.
 */
import type { ColumnSpec } from '../model';
import { hasPlainIndex, type Change } from './changes';

/**
 * `renamed` maps old table names to new ones: a foreign key to a renamed
 * table already follows it (SQLite rewrites the reference, PostgreSQL points
 * at the table itself), so it is not a change.
 */
export function constraintChanges(
  at: { table: string; source: string },
  column: string,
  from: ColumnSpec,
  to: ColumnSpec,
  renamed: ReadonlyMap<string, string>,
): Change[] {
  const changes: Change[] = [];
  const followed = from.references ? { ...from.references, table: renamed.get(from.references.table) ?? from.references.table } : undefined;
  if (JSON.stringify(followed) !== JSON.stringify(to.references)) {
    if (from.references) changes.push({ type: 'dropForeignKey', ...at, column, references: from.references });
    if (to.references) changes.push({ type: 'addForeignKey', ...at, column, references: to.references });
  }
  // A unique index that becomes case-insensitive (or stops being) is dropped and added again.
  const ci = (c: ColumnSpec) => (c.caseInsensitive ? { caseInsensitive: true as const } : {});
  for (const unique of [true, false]) {
    const had = unique ? Boolean(from.unique) : hasPlainIndex(from);
    const has = unique ? Boolean(to.unique) : hasPlainIndex(to);
    const switched = unique && had && has && Boolean(from.caseInsensitive) !== Boolean(to.caseInsensitive);
    if ((had && !has) || switched) changes.push({ type: 'dropIndex', ...at, column, unique, ...(unique ? ci(from) : {}) });
    if ((!had && has) || switched) changes.push({ type: 'addIndex', ...at, column, unique, ...(unique ? ci(to) : {}) });
  }
  return changes;
}
