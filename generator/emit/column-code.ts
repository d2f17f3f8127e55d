/** knex column-builder code for one column, as `createTable`/`alterTable` callbacks write it. */
import { hasPlainIndex } from '../diff/changes';
import type { ColumnSpec } from '../model';
import { quote } from '../names';

export const literal = (value: string | number | boolean): string => (typeof value === 'string' ? quote(value) : String(value));

/** `t.string('title', 255)` and the like. */
export function columnType(name: string, c: ColumnSpec): string {
  return {
    string: `t.string(${quote(name)}, ${c.length ?? 255})`,
    text: `t.text(${quote(name)})`,
    integer: `t.integer(${quote(name)})`,
    decimal: `t.decimal(${quote(name)}, 14, 4)`,
    boolean: `t.boolean(${quote(name)})`,
    date: `t.date(${quote(name)})`,
    datetime: `t.timestamp(${quote(name)}, { useTz: true })`,
    // jsonb on PostgreSQL; SQLite declares the column json and keeps JSON text.
    json: `t.jsonb(${quote(name)})`,
  }[c.type];
}

/** Type, nullability and default: what `.alter()` changes (indexes and foreign keys are steps of their own). */
export function columnShape(name: string, c: ColumnSpec): string {
  const parts = [columnType(name, c), c.nullable ? '.nullable()' : '.notNullable()'];
  if (c.default !== undefined) parts.push(`.defaultTo(${literal(c.default)})`);
  return parts.join('');
}

/** A new column with its unique index, foreign key and plain index (a case-insensitive unique index is a step of its own). */
export function columnCode(name: string, c: ColumnSpec): string[] {
  const parts = [columnShape(name, c)];
  if (c.unique && !c.caseInsensitive) parts.push('.unique()');
  if (c.references) parts.push(`.references('id').inTable(${quote(c.references.table)}).onDelete(${quote(c.references.onDelete)})`);
  const lines = [`${parts.join('')};`];
  if (hasPlainIndex(c)) lines.push(`t.index([${quote(name)}]);`);
  return lines;
}
