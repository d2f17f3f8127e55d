/**
 * The changes to one existing table: which column each field was (its own
 * name, or its declared `renamedFrom`), what was added, and what was dropped
 * on purpose (`removedFields`). A column that vanishes undeclared is refused:
 * dropping it would delete its data.
 */
import { DefinitionError } from '../errors';
import { alterChanges } from './alter';
import type { Change } from './changes';
import { constraintChanges } from './constraints';
import { reshapeChanges } from './json-shape';
import type { TableMatch } from './tables';
import type { ColumnSpec, SanitizedField } from '../model';

export type ColumnField = SanitizedField & { column: ColumnSpec };
const hasColumn = (f: SanitizedField): f is ColumnField => f.column !== null;

/** `renamed`: old table name → new, for every table renamed in this migration. */
export function tableChanges({ entity, oldTable, old }: TableMatch, renamed: ReadonlyMap<string, string>): Change[] {
  const { table, source } = entity;
  const at = { table, source };
  const renames: Change[] = [];
  const adds: Change[] = [];
  const updates: Change[] = [];
  if (oldTable !== table) renames.push({ type: 'renameTable', ...at, from: oldTable, columns: old.columns });
  const consumed = new Set<string>();
  // Many-to-many fields have no column here: their join tables are diffed in joins.ts.
  for (const field of [...entity.fields, ...entity.internalFields].filter(hasColumn)) {
    const from = field.evolution.renamedFrom;
    const oldName = field.name in old.columns ? field.name : from !== undefined && from in old.columns ? from : undefined;
    if (oldName === undefined) {
      if (from !== undefined) {
        throw new DefinitionError(source, field.name, `renamedFrom: "${from}" is not a column of table ${oldTable} (its columns: ${Object.keys(old.columns).join(', ')}); correct it, or remove renamedFrom to add a new column`);
      }
      const spec = field.column;
      const needsValue = !spec.nullable && spec.default === undefined;
      if (needsValue && field.evolution.backfill === undefined) {
        throw new DefinitionError(source, field.name, `the new field is required, but the rows already in table ${table} have no value for it. Declare backfill: <value> on the field (written into those rows), or add it as optional first`);
      }
      adds.push({ type: 'addColumn', ...at, column: field.name, spec, ...(needsValue ? { backfill: field.evolution.backfill! } : {}) });
      continue;
    }
    consumed.add(oldName);
    const before = old.columns[oldName]!;
    if (oldName !== field.name) renames.push({ type: 'renameColumn', ...at, from: oldName, column: field.name, spec: before });
    if (field.parts && !before.shape) {
      updates.push(listToRows(at, field, before));
      continue;
    }
    updates.push(...alterChanges(at, field, before), ...constraintChanges(at, field.name, before, field.column, renamed), ...reshapeChanges(at, field, before));
  }
  const drops: Change[] = [];
  for (const [column, spec] of Object.entries(old.columns)) {
    if (consumed.has(column)) continue;
    if (!entity.evolution.removedFields.includes(column)) {
      throw new DefinitionError(
        source,
        column,
        `the field was removed, and dropping its column deletes its data. To drop it, add removedFields: ['${column}'] to the entity; ` +
          `if it was renamed, add renamedFrom: '${column}' to the renamed field; otherwise restore the field`,
      );
    }
    drops.push({ type: 'dropColumn', ...at, column, spec });
  }
  updates.push(...uniqueChanges(at, old.unique ?? [], entity.unique.map((u) => [...u.fields])));
  // Drops of constraints come before the columns change, additions after them.
  const isDrop = (c: Change) => c.type === 'dropForeignKey' || c.type === 'dropIndex' || c.type === 'dropUnique';
  const isAdd = (c: Change) => c.type === 'addForeignKey' || c.type === 'addIndex' || c.type === 'addUnique';
  return [
    ...renames,
    ...updates.filter(isDrop),
    ...drops,
    ...adds,
    ...updates.filter((c) => !isDrop(c) && !isAdd(c)),
    ...updates.filter(isAdd),
  ];
}

/**
 * A field that held its value in a column of another kind and now has sub-fields: only an array declaring
 * `rowsFrom` (the old column is a list) keeps its data; anything else is refused.
 */
function listToRows(at: { table: string; source: string }, field: ColumnField, before: ColumnSpec): Change {
  const rowsFrom = field.evolution.rowsFrom;
  if (!rowsFrom) {
    throw new DefinitionError(
      at.source,
      field.name,
      'the field now has sub-fields, and the values stored in its column would not read as them. If the column holds a list (rich text with a bulleted list, an options list, lines of text) and the field is an array, ' +
        "declare rowsFrom: { format: 'html' | 'json' | 'lines', into: '<sub-field>' } on it (each item becomes a row); otherwise add a new field instead",
    );
  }
  const fields = field.parts?.[0]?.fields.map((sub) => sub.name) ?? [];
  return { type: 'listToRows', ...at, column: field.name, from: before, to: field.column, rowsFrom, fields };
}

/** Unique combinations dropped and added; a combination whose column was renamed is dropped and added again. */
function uniqueChanges(at: { table: string; source: string }, before: string[][], after: string[][]): Change[] {
  const key = (columns: string[]) => columns.join(',');
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  return [
    ...before.filter((u) => !has.has(key(u))).map((columns): Change => ({ type: 'dropUnique', ...at, columns })),
    ...after.filter((u) => !had.has(key(u))).map((columns): Change => ({ type: 'addUnique', ...at, columns })),
  ];
}
