/**
 * The runtime half of generated migrations (0002 onwards): each one runs its
 * changes through `schemaChange()`, so that SQLite table rebuilds keep every
 * row and foreign key, and through the rename helpers, so that index and
 * constraint names stay in knex's default form (`<table>_<column>_index`)
 * where later migrations look for them.
 *
 * Why foreign keys go off on SQLite: changing a column's type or nullability
 * rebuilds the table (create a copy, copy rows, DROP the original, rename).
 * With foreign keys on, that DROP deletes the rows of every table pointing at
 * it (ON DELETE CASCADE) or fails. SQLite ignores the pragma inside a
 * transaction, so these migrations export `config = { transaction: false }`
 * and open their own transaction here, after turning the pragma off.
 */
import type { Knex } from 'knex';

const isSqlite = (knex: Knex): boolean => /sqlite/.test(String((knex.client as { config: Knex.Config }).config.client));

/**
 * Runs `change` in one transaction; on SQLite with foreign keys off, checked
 * with `PRAGMA foreign_key_check` before the commit (a violation rolls back).
 * @example await schemaChange(knex, async (trx) => { await trx.schema.renameTable('a', 'b'); });
 */
export async function schemaChange(knex: Knex, change: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
  if (!isSqlite(knex)) {
    await knex.transaction(change);
    return;
  }
  if (knex.isTransaction) {
    throw new Error('This migration rebuilds SQLite tables and must run outside a transaction: it exports config = { transaction: false }.');
  }
  await knex.raw('PRAGMA foreign_keys = OFF');
  try {
    await knex.transaction(async (trx) => {
      await change(trx);
      const broken = await trx.raw<{ table: string; rowid: number; parent: string }[]>('PRAGMA foreign_key_check');
      if (broken.length > 0) {
        const sample = broken.slice(0, 5).map((b) => `${b.table} row ${b.rowid} → ${b.parent}`).join(', ');
        throw new Error(`The migration would leave ${broken.length} rows pointing at missing records (${sample}); nothing was changed.`);
      }
    });
  } finally {
    await knex.raw('PRAGMA foreign_keys = ON');
  }
}

/** Renames a plain index (SQLite cannot rename one: it is dropped and created again under the new name). */
export async function renameIndex(knex: Knex, table: string, from: string, to: string, columns: string[]): Promise<void> {
  if (isSqlite(knex)) {
    await knex.raw('DROP INDEX ??', [from]);
    await knex.raw(`CREATE INDEX ?? ON ?? (${columns.map(() => '??').join(', ')})`, [to, table, ...columns]);
  } else {
    await knex.raw('ALTER INDEX ?? RENAME TO ??', [from, to]);
  }
}

/** Renames a unique constraint (PostgreSQL; it renames its index too) or unique index (SQLite). */
export async function renameUnique(knex: Knex, table: string, from: string, to: string, columns: string[]): Promise<void> {
  if (isSqlite(knex)) {
    await knex.raw('DROP INDEX ??', [from]);
    await knex.raw(`CREATE UNIQUE INDEX ?? ON ?? (${columns.map(() => '??').join(', ')})`, [to, table, ...columns]);
  } else {
    await knex.raw('ALTER TABLE ?? RENAME CONSTRAINT ?? TO ??', [table, from, to]);
  }
}

/** Renames a foreign key constraint. SQLite finds foreign keys by column, never by name: nothing to do there. */
export async function renameForeignKey(knex: Knex, table: string, from: string, to: string): Promise<void> {
  if (!isSqlite(knex)) await knex.raw('ALTER TABLE ?? RENAME CONSTRAINT ?? TO ??', [table, from, to]);
}

/**
 * A unique index on `lower(column)`, so values differing only in case cannot both exist (emails).
 * Existing values are stored in lower case first, as the API stores new ones; two rows that then
 * repeat a value fail the migration, which leaves the database as it was.
 */
export async function addCaseInsensitiveUnique(knex: Knex, table: string, column: string, name: string): Promise<void> {
  await knex(table).whereNotNull(column).update({ [column]: knex.raw('lower(trim(??))', [column]) });
  await knex.raw('CREATE UNIQUE INDEX ?? ON ?? (lower(??))', [name, table, column]);
}

/** Drops an index by name (one that knex's builders did not create, such as an expression index). */
export async function dropIndexNamed(knex: Knex, name: string): Promise<void> {
  await knex.raw('DROP INDEX ??', [name]);
}

// The data step of migrations that change a group's, an array's or a blocks field's sub-fields.
export { reshapeJson } from './reshape-json';
export { listToRows, rowsToList } from './list-to-rows';
