/**
 * Copies of a database for a migration rehearsal, made without writing to the original:
 * - SQLite: `VACUUM INTO` a temporary file, on a read-only connection: one read transaction, a
 *   consistent snapshot while the server keeps running;
 * - PostgreSQL, the live database: `pg_dump` piped into `psql` on a new scratch database next to it.
 *   `CREATE DATABASE ... TEMPLATE live` would be faster but refuses while anything else is connected
 *   to the live database (a running server always is);
 * - PostgreSQL, a copy of our own (`template: true`): `CREATE DATABASE ... TEMPLATE`, once no
 *   connection to it is open.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { connectDatabase, sqliteFile } from '../connect';

export interface DatabaseCopy {
  url: string;
  /** How it was made, for the report. */
  how: string;
  drop(): Promise<void>;
}

export async function copyDatabase(url: string, o: { template?: boolean } = {}): Promise<DatabaseCopy> {
  const file = sqliteFile(url);
  if (file !== undefined) return copySqlite(file);
  return o.template ? copyPostgresTemplate(url) : copyPostgresDump(url);
}

async function copySqlite(file: string): Promise<DatabaseCopy> {
  if (!existsSync(file)) throw new Error(`There is no database at ${path.resolve(file)} to rehearse on.`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rehearsal-'));
  const target = path.join(dir, 'copy.sqlite');
  // Read-only, and not through connectDatabase(): its connection set-up writes planner statistics.
  const source = knex({ client: 'better-sqlite3', connection: { filename: file, options: { readonly: true } }, useNullAsDefault: true });
  try {
    await source.raw('VACUUM INTO ?', [target]);
  } finally {
    await source.destroy();
  }
  return { url: target, how: `VACUUM INTO ${target}`, drop: () => new Promise<void>((resolve) => resolve(rmSync(dir, { recursive: true, force: true }))) };
}

/** A new database next to `url`'s, and the URL naming it. */
async function newDatabase(url: string, template?: string): Promise<DatabaseCopy> {
  const name = `rehearsal_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase({ url });
  try {
    await admin.raw(template ? 'CREATE DATABASE ?? TEMPLATE ??' : 'CREATE DATABASE ??', template ? [name, template] : [name]);
  } finally {
    await admin.destroy();
  }
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return {
    url: copy.toString(),
    how: template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `pg_dump into the scratch database ${name}`,
    async drop() {
      const server = connectDatabase({ url });
      try {
        await server.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      } finally {
        await server.destroy();
      }
    },
  };
}

async function copyPostgresTemplate(url: string): Promise<DatabaseCopy> {
  return newDatabase(url, decodeURIComponent(new URL(url).pathname.slice(1)));
}

async function copyPostgresDump(url: string): Promise<DatabaseCopy> {
  const copy = await newDatabase(url);
  try {
    await pipe(['pg_dump', '--no-owner', '--no-privileges', '--dbname', url], ['psql', '--quiet', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', '--dbname', copy.url]);
  } catch (error) {
    await copy.drop();
    throw error;
  }
  return copy;
}

/** Runs `from | to`; fails with what either printed on stderr. */
function pipe(from: string[], to: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const dump = spawn(from[0]!, from.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const load = spawn(to[0]!, to.slice(1), { stdio: ['pipe', 'ignore', 'pipe'] });
    const errors: string[] = [];
    let open = 2;
    const done = (name: string) => (code: number | null) => {
      if (code !== 0) errors.push(`${name} exited with ${code}`);
      if (--open !== 0) return;
      if (errors.length) reject(new Error(`Copying the database failed: ${errors.join('; ')}`));
      else resolve();
    };
    for (const [name, child] of [[from[0]!, dump], [to[0]!, load]] as const) {
      child.stderr.on('data', (chunk: Buffer) => errors.push(`${name}: ${chunk.toString().trim()}`));
      child.on('error', (error) => errors.push(`${name}: ${error.message} (is the PostgreSQL client installed?)`));
      child.on('close', done(name));
    }
    dump.stdout.pipe(load.stdin);
  });
}
