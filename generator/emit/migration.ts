/**
 * Emits a knex migration for a list of schema changes, and the index of all
 * migrations. Pure: changes in, text out. A migration, once written, is
 * never rewritten (sync.ts keeps written ones as they are).
 */
import type { Change } from '../diff/changes';
import { quote } from '../names';
import { header } from './header';
import { inverse, stepCode } from './migration-steps';

const HELPERS = ['addCaseInsensitiveUnique', 'dropIndexNamed', 'renameForeignKey', 'renameIndex', 'renameUnique', 'reshapeJson', 'listToRows', 'rowsToList'];

const body = (changes: Change[]) =>
  `  await schemaChange(knex, async (trx) => {\n${changes
    .map(stepCode)
    .join('\n\n')
    .split('\n')
    .map((l) => (l ? `    ${l}` : l))
    .join('\n')}\n  });`;

export function emitMigration(changes: Change[]): string {
  const sources = [...new Set(changes.map((c) => c.source))].sort();
  const down = [...changes].reverse().map(inverse);
  const code = `${body(changes)}\n${body(down)}`;
  const helpers = ['schemaChange', ...HELPERS.filter((h) => code.includes(`${h}(`))];
  return `${header(sources.join(', '))}// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { ${helpers.join(', ')} } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
${body(changes)}
}

export async function down(knex: Knex): Promise<void> {
${body(down)}
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
