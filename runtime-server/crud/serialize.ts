/**
 * Rows as the API answers them: the same on SQLite and PostgreSQL (booleans,
 * numbers and dates normalised), write-only fields removed, and each related
 * record attached under its relation's name with its shown field.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { answeredFileValue } from '../uploads/private-files';

export type Row = Record<string, unknown>;

function normalise(meta: EntityMeta, row: Row): Row {
  const out: Row = { id: Number(row.id) };
  for (const f of meta.fields) {
    if (f.writeOnly) continue;
    const value = row[f.name];
    if (f.kind === 'manyToMany') continue;
    if (f.kind === 'boolean') out[f.name] = value === null || value === undefined ? false : Boolean(Number(value) || value === true);
    else if ((f.kind === 'number' || f.kind === 'money' || f.kind === 'relation') && value !== null && value !== undefined) out[f.name] = Number(value);
    else if (f.kind === 'options') out[f.name] = parseJson(value, []);
    else if (f.kind === 'json') out[f.name] = parseJson(value, {});
    else if (f.upload) out[f.name] = answeredFileValue(meta, f, Number(row.id), value);
    else out[f.name] = value ?? null;
  }
  for (const column of ['created_at', 'updated_at']) {
    const value = row[column];
    out[column] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

function parseJson(value: unknown, fallback: unknown): unknown {
  if (typeof value !== 'string') return value ?? fallback;
  try {
    return JSON.parse(value);
  } catch {
    return fallback;
  }
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
  for (const f of meta.fields) {
    const m = f.manyToMany;
    if (!m) continue;
    const ids = out.map((r) => r.id as number);
    const pairs = ids.length
      ? await db(m.joinTable)
          .join(m.table, `${m.table}.id`, `${m.joinTable}.${m.targetColumn}`)
          .whereIn(`${m.joinTable}.${m.ownColumn}`, ids)
          .orderBy(`${m.table}.id`)
          .select({ owner: `${m.joinTable}.${m.ownColumn}`, id: `${m.table}.id`, shown: `${m.table}.${m.show}` })
      : [];
    for (const r of out) {
      const mine = pairs.filter((p: Row) => Number(p.owner) === r.id);
      r[f.name] = mine.map((p: Row) => Number(p.id));
      r[m.as] = mine.map((p: Row) => ({ id: Number(p.id), [m.show]: p.shown }));
    }
  }
  return out;
}
