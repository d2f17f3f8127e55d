/**
 * The schema changes one migration is made of. The diff (this folder) turns
 * the last snapshot and the entities into a list of them; the migration
 * emitter (emit/migration-steps.ts) turns each into knex code, up and down.
 */
import type { ReshapePlan, RowsFrom } from '../../kinds/types/emit';
import type { ColumnSpec } from '../model';

type Columns = Record<string, ColumnSpec>;
interface At {
  table: string;
  /** The entity file, for the comment above the step in the migration. */
  source: string;
}
export type References = NonNullable<ColumnSpec['references']>;

export type Change =
  /** `join`: a many-to-many join table (composite primary key, no id or timestamps); `unique`: column combinations. */
  | (At & { type: 'createTable'; columns: Columns; join?: true; unique?: string[][] })
  /** `columns` (and `unique`) let the down migration create the table again (empty). */
  | (At & { type: 'dropTable'; columns: Columns; join?: true; unique?: string[][] })
  /** `table` is the new name; `columns` are the old ones, whose index and constraint names are renamed too. */
  | (At & { type: 'renameTable'; from: string; columns: Columns })
  /** `backfill`: the column is added nullable, filled, then made NOT NULL. */
  | (At & { type: 'addColumn'; column: string; spec: ColumnSpec; backfill?: Value })
  | (At & { type: 'dropColumn'; column: string; spec: ColumnSpec })
  | (At & { type: 'renameColumn'; from: string; column: string; spec: ColumnSpec })
  /** Type, length, nullability or default. `backfill` fills NULLs before NOT NULL. */
  | (At & { type: 'alterColumn'; column: string; from: ColumnSpec; to: ColumnSpec; backfill?: Value })
  | (At & { type: 'addForeignKey'; column: string; references: References })
  | (At & { type: 'dropForeignKey'; column: string; references: References })
  /** `caseInsensitive`: a unique index on `lower(column)` (emails). */
  | (At & { type: 'addIndex'; column: string; unique: boolean; caseInsensitive?: true })
  | (At & { type: 'dropIndex'; column: string; unique: boolean; caseInsensitive?: true })
  /** A unique index over several columns (the entity's `unique`). */
  | (At & { type: 'addUnique'; columns: string[] })
  | (At & { type: 'dropUnique'; columns: string[] })
  /** The values stored in a JSON column (group, array, blocks) follow its sub-fields: renamed, filled, removed (diff/json-shape.ts). */
  | (At & { type: 'reshapeJson'; column: string; plan: ReshapePlan })
  /**
   * A column holding a list of its own kind (rich text, options, lines) becomes an array's JSON column:
   * each item one row (runtime-server/db/list-to-rows.ts). `fields`: the rows' sub-fields, all present.
   * `back`: the down migration's direction, rows to the old list in column `from`.
   */
  | (At & { type: 'listToRows'; column: string; from: ColumnSpec; to: ColumnSpec; rowsFrom: RowsFrom; fields: string[]; back?: true });

export type Value = string | number | boolean;
export type ChangeType = Change['type'];

/** The exhaustiveness check at the end of every switch over change types. */
export function assertNever(value: never): never {
  throw new Error(`unhandled schema change: ${JSON.stringify(value)}`);
}

/** Relation columns always carry a plain index; `index: true` asks for one on any other column. */
export const hasPlainIndex = (c: ColumnSpec): boolean => Boolean(c.index || c.references);

/**
 * The name of a unique index on `lower(column)`. Its own form, because SQLite's error for it names
 * only the index: runtime-server/http/database-errors.ts reads the column back from it.
 */
export const caseInsensitiveName = (table: string, column: string): string => `${table}__${column}__lower_unique`;

/** The name of a unique index over `columns`: knex's default form, given explicitly so that a drop finds it. */
export const uniqueName = (table: string, columns: readonly string[]): string => `${table}_${columns.join('_')}_unique`.toLowerCase().replace(/[-.]/g, '_');

/** knex's default name for a column's index, unique constraint or foreign key: what later migrations look for. */
export const constraintName = (table: string, column: string, what: 'index' | 'unique' | 'foreign'): string =>
  `${table}_${column}_${what}`.toLowerCase().replace(/[-.]/g, '_');
