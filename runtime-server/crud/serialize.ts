/**
 * Rows as the API answers them: the same on SQLite and PostgreSQL (booleans,
 * numbers and dates normalised), write-only fields removed, and each related
 * record the viewer may read attached under its relation's name with its shown field,
 * or whole where `expand=` asks (selection.ts), and only the fields `fields=` asks for.
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import type { EntityMeta, RelationMeta } from '../../runtime-shared/meta';
import { answeredFileValue } from '../uploads/private-files';
import { runPrepared, type PreparedStatement } from '../db/prepared';
import { attachQuery } from './fixed-shapes';
import { selects, type ExpandTree, type Selection } from './selection';
import { statementsOf } from './statements';
import { readableTarget, rowConditions, whereConditions, type Viewer } from './visibility';

export type Row = Record<string, unknown>;

/** What a column of a read row holds: text, a number, a boolean or null (JSON fields aside, which their kinds read). */
export type ColumnValue = string | number | boolean | null;

/** A stored row as the API answers it, without its related records. */
export function normalise(meta: EntityMeta, row: Row): Row {
  const out: Row = { id: Number(row.id) };
  for (const f of meta.fields) {
    if (f.writeOnly) continue;
    const value = row[f.name];
    const kind = serverKinds[f.kind];
    if (kind.inTable === false) continue;
    if (kind.fromColumn) out[f.name] = kind.fromColumn(value, { field: f, kinds: serverKinds });
    else if (f.upload) out[f.name] = answeredFileValue(meta, f, Number(row.id), value);
    else out[f.name] = value ?? null;
  }
  for (const column of ['created_at', 'updated_at']) {
    const value = row[column];
    out[column] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * The related records the viewer may read, by id: `{id, <show>}` each, plus the relation's `also` fields;
 * with `expand`, whole as their entity answers them (and what `expand` names inside). One query per
 * relation for all the rows of the answer, however many: no query per row.
 */
async function visibleRecords(db: Knex, viewer: Viewer, rel: RelationMeta, ids: number[], expand: ExpandTree | undefined, prepared?: Prepared): Promise<Map<number, Row>> {
  const readable = readableTarget(viewer, rel.entity);
  const target = viewer.entities.get(rel.entity);
  if (ids.length === 0 || readable === 'none' || !target) return new Map();
  const also = rel.also ?? [];
  let rows: Row[];
  // Records that every reader sees: the generated statements, prepared (statements.ts); one by id for a read.
  if (prepared && !expand && readable === 'all') rows = ids.length === 1 ? await runPrepared(db, prepared.one, { id: ids[0] }) : await runPrepared(db, prepared.many, { ids });
  else {
    const narrow = (query: Knex.QueryBuilder) => (readable === 'all' ? query : whereConditions(query, rowConditions(readable.only)));
    // A related record in the trash shows as absent, as if it were deleted.
    rows = (await attachQuery(db, { table: rel.table, softDelete: target.softDelete }, expand ? answeredColumns(target) : ['id', rel.show, ...also], ids, narrow)) as Row[];
  }
  if (expand) return new Map((await serializeRows(db, target, rows, viewer, { expand })).map((r) => [r.id as number, r]));
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), [rel.show]: r[rel.show], ...Object.fromEntries(also.map((f) => [f, r[f] ?? null])) }]));
}

/** A relation's generated statements: its record by id, and a page's records by their ids. */
interface Prepared {
  one: PreparedStatement;
  many: PreparedStatement;
}

function preparedAttach(meta: EntityMeta, field: string): Prepared | undefined {
  const statements = statementsOf(meta);
  const one = statements?.attach?.[field];
  const many = statements?.attachMany?.[field];
  return one && many ? { one, many } : undefined;
}

/** Only the selected fields of each record, with the attached records of the selected relations. */
function pick(meta: EntityMeta, rows: Row[], selection: Selection | undefined): Row[] {
  if (!selection?.fields) return rows;
  const keys = ['id', ...meta.fields.flatMap((f) => (selects(selection, f.name) ? [f.name, ...((f.relation ?? f.manyToMany) ? [(f.relation ?? f.manyToMany)!.as] : [])] : []))];
  for (const column of ['created_at', 'updated_at']) if (selects(selection, column)) keys.push(column);
  return rows.map((r) => Object.fromEntries(keys.filter((k) => k in r).map((k) => [k, r[k]])));
}

/** The columns an answer shows: never a password hash, nor columns the answer drops anyway. */
const answered = new WeakMap<EntityMeta, string[]>();
export function answeredColumns(meta: EntityMeta): string[] {
  let columns = answered.get(meta);
  if (!columns) {
    columns = ['id', ...meta.fields.filter((f) => !f.writeOnly && serverKinds[f.kind].inTable !== false).map((f) => f.name), 'created_at', 'updated_at'];
    answered.set(meta, columns);
  }
  return columns;
}

/**
 * Normalised rows with their related records attached: `null` (or left out
 * of a many-to-many list) where the viewer may not read the related record.
 * The ids themselves (`exam_id`, `question_ids`) are the record's own data and stay.
 */
export async function serializeRows(db: Knex, meta: EntityMeta, rows: Row[], viewer: Viewer, selection?: Selection): Promise<Row[]> {
  const out = rows.map((r) => normalise(meta, r));
  for (const f of meta.fields) {
    const rel = f.relation;
    if (!rel || !selects(selection, f.name)) continue;
    const ids = [...new Set(out.map((r) => r[f.name]).filter((v): v is number => typeof v === 'number'))];
    const byId = await visibleRecords(db, viewer, rel, ids, selection?.expand.get(rel.as), preparedAttach(meta, f.name));
    for (const r of out) r[rel.as] = byId.get(r[f.name] as number) ?? null;
  }
  for (const f of meta.fields) {
    const m = f.manyToMany;
    if (!m || !selects(selection, f.name)) continue;
    const owners = out.map((r) => r.id as number);
    const pairs: Row[] = owners.length ? await db(m.joinTable).whereIn(m.ownColumn, owners).orderBy(m.targetColumn).select({ owner: m.ownColumn, id: m.targetColumn }) : [];
    const byId = await visibleRecords(db, viewer, m, [...new Set(pairs.map((p) => Number(p.id)))], selection?.expand.get(m.as));
    for (const r of out) {
      const ids = pairs.filter((p) => Number(p.owner) === r.id).map((p) => Number(p.id));
      r[f.name] = ids;
      r[m.as] = ids.flatMap((id) => byId.get(id) ?? []);
    }
  }
  return pick(meta, out, selection);
}
