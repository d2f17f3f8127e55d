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
}

export interface Snapshot {
  version: 1;
  tables: Record<string, TableSnapshot>;
}

export const EMPTY_SNAPSHOT: Snapshot = { version: 1, tables: {} };

export function snapshotOf(entities: SanitizedEntity[]): Snapshot {
  const tables: Record<string, TableSnapshot> = {};
  for (const e of [...entities].sort((a, b) => a.table.localeCompare(b.table))) {
    tables[e.table] = { entity: e.name, source: e.source, columns: Object.fromEntries(e.fields.map((f) => [f.name, f.column])) };
  }
  return { version: 1, tables };
}
