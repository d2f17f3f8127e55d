/**
 * The schema snapshot: the tables and columns the migrations written so far
 * create. The next migration is the difference between it and the entities
 * (generator/diff/).
 */
import type { ColumnSpec, SanitizedEntity } from './model';

export interface TableSnapshot {
  entity: string;
  source: string;
  columns: Record<string, ColumnSpec>;
  /** Column combinations with a unique index (the entity's `unique`); absent when none. */
  unique?: string[][];
}

/** A many-to-many join table: two foreign keys and their composite primary key, no id or timestamps. */
export interface JoinSnapshot {
  /** The owning entity and its many-to-many field. */
  entity: string;
  field: string;
  source: string;
  columns: Record<string, ColumnSpec>;
}

export interface Snapshot {
  version: 1;
  tables: Record<string, TableSnapshot>;
  joins?: Record<string, JoinSnapshot>;
}

export const EMPTY_SNAPSHOT: Snapshot = { version: 1, tables: {} };

export function snapshotOf(entities: SanitizedEntity[]): Snapshot {
  const tables: Record<string, TableSnapshot> = {};
  const joins: Record<string, JoinSnapshot> = {};
  for (const e of [...entities].sort((a, b) => a.table.localeCompare(b.table))) {
    tables[e.table] = { entity: e.name, source: e.source, columns: columnsOf(e), ...uniqueOf(e) };
    for (const f of e.fields) {
      const m = f.meta.manyToMany;
      if (!m) continue;
      const key = (table: string): ColumnSpec => ({ type: 'integer', nullable: false, references: { table, onDelete: 'CASCADE' } });
      joins[m.joinTable] = { entity: e.name, field: f.name, source: e.source, columns: { [m.ownColumn]: key(e.table), [m.targetColumn]: key(m.table) } };
    }
  }
  return { version: 1, tables, ...(Object.keys(joins).length ? { joins: sortKeys(joins) } : {}) };
}

/** The entity's unique combinations as the snapshot and table changes carry them: absent when none. */
export function uniqueOf(e: SanitizedEntity): { unique?: string[][] } {
  return e.unique.length ? { unique: e.unique.map((u) => [...u.fields]) } : {};
}

/** An entity's own columns, internal ones included: many-to-many fields have none (their values live in join tables). */
export function columnsOf(e: SanitizedEntity): Record<string, ColumnSpec> {
  return Object.fromEntries([...e.fields, ...e.internalFields].flatMap((f) => (f.column ? [[f.name, f.column] as const] : [])));
}

const sortKeys = <T>(record: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
