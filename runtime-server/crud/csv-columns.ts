/**
 * Which fields a CSV export or import carries, and how each field kind is
 * written and read as CSV text: relations by their shown field, money as a
 * decimal (12.50, stored as 1250 cents), booleans as true/false, dates ISO,
 * lists and objects as JSON. Secrets never leave: password hashes and other
 * write-only fields, and private files, are not exportable at all.
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import type { Cell } from '../../kinds/types/server';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { badRequest } from '../http/errors';
import type { ColumnValue, Row } from './serialize';

/** Fields that may appear in an export: everything a record answer shows, except private file paths. */
export function exportableFields(meta: EntityMeta): FieldMeta[] {
  return meta.fields.filter((f) => !f.writeOnly && !f.upload?.private);
}

const TIMESTAMPS = ['created_at', 'updated_at'];

/**
 * The export's columns: `id`, then the ones asked for (`columns=title,service_id`, the list's visible
 * columns) or every exportable field. An unknown or secret column is a 400 that names it.
 */
export function exportColumns(meta: EntityMeta, requested: string | undefined): string[] {
  const allowed = new Set([...exportableFields(meta).map((f) => f.name), ...TIMESTAMPS]);
  if (requested === undefined || requested.trim() === '') return ['id', ...exportableFields(meta).map((f) => f.name)];
  const names = requested.split(',').map((c) => c.trim()).filter((c) => c && c !== 'id');
  const unknown = names.filter((c) => !allowed.has(c));
  if (unknown.length) throw badRequest(`Unknown or unexportable column "${unknown[0]}" in columns`);
  return ['id', ...new Set(names)];
}

/** A serialized record's value of `column` as CSV text, and whether it is a number. */
export function csvValue(meta: EntityMeta, row: Row, column: string): { text: string; numeric?: boolean } {
  const field = meta.fields.find((f) => f.name === column);
  const value = row[column] as ColumnValue | undefined;
  if (!field) return column === 'id' ? { text: String(value), numeric: true } : { text: String(value ?? '') };
  if (field.relation) {
    const related = row[field.relation.as] as Row | null | undefined;
    // A related record the caller may not read is written as its id, which is the record's own data.
    if (related) return { text: String((related[field.relation.show] as ColumnValue | undefined) ?? '') };
    return value === null || value === undefined ? { text: '' } : { text: String(value), numeric: true };
  }
  if (field.manyToMany) return { text: ((row[field.manyToMany.as] as Row[] | undefined) ?? []).map((r) => String((r[field.manyToMany!.show] as ColumnValue | undefined) ?? '')).join('; ') };
  if (value === null || value === undefined) return { text: '' };
  return serverKinds[field.kind].toCsv?.(value) ?? { text: String(value) };
}

/** Columns an import reads: every field but files and passwords, which a CSV cannot carry. */
export function importableField(meta: EntityMeta, header: string): FieldMeta | undefined {
  const field = meta.fields.find((f) => f.name === header || f.label.toLowerCase() === header.toLowerCase());
  return field && !field.upload && !serverKinds[field.kind].secret ? field : undefined;
}

/** Headers an import accepts without using them: what an export writes besides the fields. */
export const IGNORED_HEADERS = ['id', ...TIMESTAMPS];

export type { Cell };

/** The id of the target record whose shown field is `text` (or whose id it is). */
async function relatedId(db: Knex, field: FieldMeta, table: string, show: string, text: string): Promise<Cell> {
  if (/^[1-9][0-9]{0,9}$/.test(text)) return { value: Number(text) };
  const rows: Row[] = await db(table).where(show, text).limit(2).select('id');
  if (rows.length === 1) return { value: Number(rows[0]!.id) };
  return { error: rows.length ? `More than one ${field.label.toLowerCase()} is named "${text}": use its id` : `No ${field.label.toLowerCase()} named "${text}"` };
}

/** A CSV cell as the value the zod schema reads (which checks it); relations are looked up by their shown field. */
export async function cellValue(db: Knex, field: FieldMeta, raw: string): Promise<Cell> {
  // The apostrophe an export puts before a formula character (csv/write.ts) is taken off again.
  const text = /^'[=+\-@\t\r]/.test(raw) ? raw.slice(1) : raw;
  const trimmed = text.trim();
  if (field.relation) return trimmed === '' ? { value: null } : relatedId(db, field, field.relation.table, field.relation.show, trimmed);
  if (field.manyToMany) {
    if (trimmed === '' || trimmed.startsWith('[')) return { value: trimmed };
    const ids: unknown[] = [];
    for (const part of trimmed.split(';').map((p) => p.trim()).filter(Boolean)) {
      const cell = await relatedId(db, field, field.manyToMany.table, field.manyToMany.show, part);
      if ('error' in cell) return cell;
      ids.push(cell.value);
    }
    return { value: ids };
  }
  return serverKinds[field.kind].fromCsv?.(text) ?? { value: text };
}
