/**
 * Rows as the API answers them: the same on SQLite and PostgreSQL (booleans,
 * numbers and dates normalised), write-only fields removed, and each related
 * record attached under its relation's name with its shown field.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';

export type Row = Record<string, unknown>;

function normalise(meta: EntityMeta, row: Row): Row {
  const out: Row = { id: Number(row.id) };
  for (const f of meta.fields) {
    if (f.writeOnly) continue;
    const value = row[f.name];
    if (f.kind === 'boolean') out[f.name] = value === null || value === undefined ? false : Boolean(Number(value) || value === true);
    else if ((f.kind === 'number' || f.kind === 'relation') && value !== null && value !== undefined) out[f.name] = Number(value);
    else out[f.name] = value ?? null;
  }
  for (const column of ['created_at', 'updated_at']) {
    const value = row[column];
    out[column] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export async function serializeRows(db: Knex, meta: EntityMeta, rows: Row[]): Promise<Row[]> {
  const out = rows.map((r) => normalise(meta, r));
  for (const f of meta.fields) {
    const rel = f.relation;
    if (!rel) continue;
    const ids = [...new Set(out.map((r) => r[f.name]).filter((v): v is number => typeof v === 'number'))];
    const related = ids.length ? await db(rel.table).select('id', rel.show).whereIn('id', ids) : [];
    const byId = new Map(related.map((r: Row) => [Number(r.id), { id: Number(r.id), [rel.show]: r[rel.show] }]));
    for (const r of out) r[rel.as] = byId.get(r[f.name] as number) ?? null;
  }
  return out;
}
