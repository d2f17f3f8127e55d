/**
 * Emits a knex migration for a list of schema changes, and the index of all
 * migrations. A migration, once written, is never rewritten.
 */
import type { ColumnSpec } from '../model';
import type { Change } from '../snapshot';
import { quote } from '../names';
import { header } from './header';

function columnCode(name: string, c: ColumnSpec): string[] {
  const type = {
    string: `t.string(${quote(name)}, ${c.length ?? 255})`,
    text: `t.text(${quote(name)})`,
    integer: `t.integer(${quote(name)})`,
    decimal: `t.decimal(${quote(name)}, 14, 4)`,
    boolean: `t.boolean(${quote(name)})`,
    date: `t.date(${quote(name)})`,
    datetime: `t.timestamp(${quote(name)}, { useTz: true })`,
  }[c.type];
  const parts = [type, c.nullable ? '.nullable()' : '.notNullable()'];
  if (c.default !== undefined) parts.push(`.defaultTo(${typeof c.default === 'string' ? quote(c.default) : String(c.default)})`);
  if (c.unique) parts.push('.unique()');
  if (c.references) parts.push(`.references('id').inTable(${quote(c.references.table)}).onDelete(${quote(c.references.onDelete)})`);
  const lines = [`${parts.join('')};`];
  if (c.references) lines.push(`t.index([${quote(name)}]);`);
  return lines;
}

function upCode(change: Change): string {
  if (change.type === 'createTable' && change.join) {
    const [own, target] = Object.keys(change.columns);
    const columns = Object.entries(change.columns).flatMap(([name, spec]) => columnCode(name, spec));
    return `  // ${change.source} (many-to-many)
  await knex.schema.createTable(${quote(change.table)}, (t) => {
${columns.map((l) => `    ${l}`).join('\n')}
    t.primary([${quote(own!)}, ${quote(target!)}]);
  });`;
  }
  if (change.type === 'createTable') {
    const columns = Object.entries(change.columns).flatMap(([name, spec]) => columnCode(name, spec));
    return `  // ${change.source}
  await knex.schema.createTable(${quote(change.table)}, (t) => {
    t.increments('id');
${columns.map((l) => `    ${l}`).join('\n')}
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });`;
  }
  // Rows that exist already have no value: the column is nullable unless it has a default; the API enforces required-ness.
  const spec = change.spec.default === undefined ? { ...change.spec, nullable: true } : change.spec;
  return `  // ${change.source}
  await knex.schema.alterTable(${quote(change.table)}, (t) => {
${columnCode(change.column, spec).map((l) => `    ${l}`).join('\n')}
  });`;
}

function downCode(change: Change): string {
  if (change.type === 'createTable') return `  await knex.schema.dropTable(${quote(change.table)});`;
  return `  await knex.schema.alterTable(${quote(change.table)}, (t) => {
    t.dropColumn(${quote(change.column)});
  });`;
}

export function emitMigration(changes: Change[]): string {
  return `${header('entities/*.entity.ts (a schema change)')}// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
${changes.map(upCode).join('\n\n')}
}

export async function down(knex: Knex): Promise<void> {
${[...changes].reverse().map(downCode).join('\n')}
}
`;
}

/** `generated/migrations/index.ts`: every migration, in order, for the runtime's migration source. */
export function emitMigrationIndex(names: string[]): string {
  const id = (name: string) => `m${name.slice(0, 4)}`;
  return `${header('entities/*.entity.ts')}import type { Migration } from '../../runtime-server/db/migration-source';
${names.map((n) => `import * as ${id(n)} from './${n}';`).join('\n')}

export const migrations: Migration[] = [
${names.map((n) => `  { name: ${quote(n)}, ...${id(n)} },`).join('\n')}
];
`;
}
