/**
 * A kept column whose type, length, nullability or default changed. Changes
 * that could lose or reject existing data are refused unless the field
 * declares what to do: `backfill` (or a `default`) before NOT NULL, and
 * `convert: true` for a type that is not a widening of the old one.
 */
import { DefinitionError } from '../errors';
import type { ColumnSpec, SanitizedField } from '../model';
import type { Change } from './changes';

const describe = (c: ColumnSpec) => (c.type === 'string' ? `string(${c.length ?? 255})` : c.type);

/** Every old value fits the new type unchanged. */
function isWidening(from: ColumnSpec, to: ColumnSpec): boolean {
  if (from.type === 'string' && to.type === 'string') return (to.length ?? 255) >= (from.length ?? 255);
  if (from.type === to.type) return true;
  return (from.type === 'string' && to.type === 'text') || (from.type === 'integer' && to.type === 'decimal');
}

export function alterChanges(at: { table: string; source: string }, field: SanitizedField & { column: ColumnSpec }, from: ColumnSpec): Change[] {
  const to = field.column;
  const typeChanged = from.type !== to.type || from.length !== to.length;
  const nullChanged = from.nullable !== to.nullable;
  if (!typeChanged && !nullChanged && from.default === to.default) return [];
  if (typeChanged && !isWidening(from, to) && !field.evolution.convert) {
    throw new DefinitionError(
      at.source,
      field.name,
      `the column changes from ${describe(from)} to ${describe(to)}, which may not hold every existing value. ` +
        'Declare convert: true on the field to convert them (PostgreSQL fails the migration on a value that does not convert), or add a new field instead',
    );
  }
  if (from.nullable && !to.nullable) {
    const backfill = field.evolution.backfill ?? to.default;
    if (backfill === undefined) {
      throw new DefinitionError(
        at.source,
        field.name,
        'the field becomes required, but existing rows may hold no value for it. Declare backfill: <value> on the field (written into those rows before the column becomes NOT NULL), or give it a default',
      );
    }
    return [{ type: 'alterColumn', ...at, column: field.name, from, to, backfill }];
  }
  return [{ type: 'alterColumn', ...at, column: field.name, from, to }];
}
