/** Creating tables in an order the database accepts: a table after the tables it references. */
import { DefinitionError } from '../errors';
import type { ColumnSpec } from '../model';

export interface TableToOrder {
  table: string;
  source: string;
  columns: Record<string, ColumnSpec>;
}

export function orderByReferences<T extends TableToOrder>(tables: T[]): T[] {
  const pending = new Map(tables.map((t) => [t.table, t]));
  const ordered: T[] = [];
  while (pending.size > 0) {
    const ready = [...pending.values()].find((t) =>
      Object.values(t.columns).every((c) => !c.references || c.references.table === t.table || !pending.has(c.references.table)),
    );
    if (!ready) {
      const t = [...pending.values()][0]!;
      throw new DefinitionError(t.source, undefined, `table ${t.table} is part of a cycle of required relations; make one of them optional`);
    }
    ordered.push(ready);
    pending.delete(ready.table);
  }
  return ordered;
}
