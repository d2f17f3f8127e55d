/**
 * The schema snapshot: the tables and columns the migrations written so far
 * create. The next migration is the difference between it and the entities.
 */
import { DefinitionError } from './errors';
import type { ColumnSpec, SanitizedEntity } from './model';

export interface TableSnapshot {
  entity: string;
  source: string;
  columns: Record<string, ColumnSpec>;
  /** A many-to-many join table: no id or timestamps, a composite primary key of its two columns. */
  join?: true;
}

export interface Snapshot {
  version: 1;
  tables: Record<string, TableSnapshot>;
}

export const EMPTY_SNAPSHOT: Snapshot = { version: 1, tables: {} };

export function snapshotOf(entities: SanitizedEntity[]): Snapshot {
  const tables: Record<string, TableSnapshot> = {};
  for (const e of [...entities].sort((a, b) => a.table.localeCompare(b.table))) {
    const columns = e.fields.flatMap((f) => (f.column ? [[f.name, f.column] as const] : []));
    tables[e.table] = { entity: e.name, source: e.source, columns: Object.fromEntries(columns) };
    for (const f of e.fields) {
      const m = f.meta.manyToMany;
      if (!m) continue;
      const column = (table: string): ColumnSpec => ({ type: 'integer', nullable: false, references: { table, onDelete: 'CASCADE' } });
      tables[m.joinTable] = { entity: e.name, source: e.source, join: true, columns: { [m.ownColumn]: column(e.table), [m.targetColumn]: column(m.table) } };
    }
  }
  return { version: 1, tables: Object.fromEntries(Object.entries(tables).sort(([a], [b]) => a.localeCompare(b))) };
}

export type Change =
  | { type: 'createTable'; table: string; source: string; columns: Record<string, ColumnSpec>; join?: true }
  | { type: 'addColumn'; table: string; source: string; column: string; spec: ColumnSpec };

/** The changes from `before` to `after`, in an order the database accepts (referenced tables first). */
export function diffSnapshots(before: Snapshot, after: Snapshot): Change[] {
  const added: Change[] = [];
  for (const [table, old] of Object.entries(before.tables)) {
    const now = after.tables[table];
    if (!now) {
      throw new DefinitionError(old.source, undefined, `the entity "${old.entity}" (table ${table}) was removed; dropping a table is not supported by the generator yet: restore the entity file`);
    }
    for (const [column, spec] of Object.entries(old.columns)) {
      const current = now.columns[column];
      if (!current) {
        throw new DefinitionError(now.source, column, 'the field was removed; dropping a column is not supported by the generator yet: keep the field');
      }
      if (JSON.stringify(current) !== JSON.stringify(spec)) {
        throw new DefinitionError(now.source, column, `the field's column changed (${JSON.stringify(spec)} → ${JSON.stringify(current)}); changing a column is not supported by the generator yet: revert the change or add a new field`);
      }
    }
    for (const [column, spec] of Object.entries(now.columns)) {
      if (!old.columns[column]) added.push({ type: 'addColumn', table, source: now.source, column, spec });
    }
  }
  const created = Object.entries(after.tables).filter(([table]) => !before.tables[table]);
  const creates: Change[] = orderByReferences(created).map(([table, t]) => ({ type: 'createTable', table, source: t.source, columns: t.columns, ...(t.join ? { join: true as const } : {}) }));
  return [...creates, ...added];
}

function orderByReferences(tables: [string, TableSnapshot][]): [string, TableSnapshot][] {
  const pending = new Map(tables);
  const ordered: [string, TableSnapshot][] = [];
  while (pending.size > 0) {
    const ready = [...pending].find(([name, t]) =>
      Object.values(t.columns).every((c) => !c.references || c.references.table === name || !pending.has(c.references.table)),
    );
    if (!ready) {
      const [name, t] = [...pending][0]!;
      throw new DefinitionError(t.source, undefined, `table ${name} is part of a cycle of required relations; make one of them optional`);
    }
    ordered.push(ready);
    pending.delete(ready[0]);
  }
  return ordered;
}

/** A short, readable name for a migration, e.g. `create_services_banners` or `add_banners_cta_url`. */
export function describeChanges(changes: Change[]): string {
  const created = changes.filter((c) => c.type === 'createTable').map((c) => c.table);
  const added = changes.flatMap((c) => (c.type === 'addColumn' ? [`${c.table}_${c.column}`] : []));
  const createdName = created.length > 3 ? `create_${created.length}_tables` : `create_${created.join('_')}`;
  const parts = [created.length ? createdName : '', added.length ? `add_${added.join('_')}` : ''].filter(Boolean);
  return parts.join('_').slice(0, 60).replace(/_+$/, '');
}
