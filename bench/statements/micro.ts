/**
 * `npx tsx bench/statements/micro.ts [postgres://…]`: the CPU cost of one read by id (a banner's row, as
 * `GET /api/banner/:id` reads it) through knex's builder against the same statement compiled at generate
 * time and run prepared (runtime-server/db/prepared.ts), on a SQLite file set up as the server sets it up
 * (db/connect.ts), and on PostgreSQL when a server's URL is given (in a scratch database, dropped at the end). CPU time of
 * this process, not wall time (PostgreSQL's own work is not counted): the least of 7 runs, in µs a statement.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { bannerStatements } from '../../generated/server/statements/banner';
import { byIdQuery } from '../../runtime-server/crud/fixed-shapes';
import { connectDatabase, isPostgres } from '../../runtime-server/db/connect';
import { firstPrepared } from '../../runtime-server/db/prepared';
import { createScratchDatabase } from '../../runtime-server/db/scratch-database';

interface SqliteLike {
  prepare(sql: string): { all(bindings: unknown[]): unknown[] };
}

const CALLS = 5_000;
const ROWS = 1_000;
const COLUMNS = ['id', 'title', 'service_id', 'sub_title', 'body', 'photo', 'created_at', 'updated_at'];
const TABLE = { table: 'banners', softDelete: true };

async function cost(name: string, read: (id: number) => Promise<unknown>): Promise<void> {
  const runs: number[] = [];
  for (let run = 0; run < 8; run++) {
    const started = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) if (!(await read(1 + (i % ROWS)))) throw new Error(`${name}: no row`);
    const used = process.cpuUsage(started);
    if (run > 0) runs.push((used.user + used.system) / CALLS); // run 0 warms the JIT up
  }
  console.log(`${name.padEnd(52)} ${Math.min(...runs).toFixed(1).padStart(7)} µs`);
}

async function measure(label: string, db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('banners');
  await db.schema.createTable('banners', (t) => {
    t.increments('id');
    for (const c of ['title', 'sub_title', 'photo', 'created_at', 'updated_at', 'deleted_at']) t.string(c);
    t.integer('service_id');
    t.text('body');
  });
  const now = new Date().toISOString();
  await db.batchInsert('banners', Array.from({ length: ROWS }, (_, i) => ({ title: `Banner ${i}`, sub_title: 'Sub', photo: 'uploads/banner/a.png', body: 'x'.repeat(300), service_id: 1, created_at: now, updated_at: now })), 200);
  console.log(`${label}:`);
  await cost('  knex: build, compile and run (byIdQuery)', (id) => byIdQuery(db, TABLE, COLUMNS, id));
  await cost('  generated statement, prepared (firstPrepared)', (id) => firstPrepared(db, bannerStatements.readById, { id }));
  if (!isPostgres(db)) {
    // The floor: better-sqlite3 alone, the statement prepared once, on the connection held for the whole loop.
    const client = db.client as { acquireConnection(): Promise<SqliteLike>; releaseConnection(c: unknown): Promise<void> };
    const connection = await client.acquireConnection();
    const statement = connection.prepare(bannerStatements.readById.sqlite.sql);
    await cost('  better-sqlite3 alone (statement.all)', (id) => Promise.resolve(statement.all([id, 1])[0]));
    await client.releaseConnection(connection);
  }
  await db.schema.dropTable('banners');
}

const dir = mkdtempSync(path.join(tmpdir(), 'statements-micro-'));
const sqlite = connectDatabase({ url: path.join(dir, 'micro.sqlite') });
try {
  await measure('SQLite', sqlite);
} finally {
  await sqlite.destroy();
  rmSync(dir, { recursive: true, force: true });
}
const server = process.argv[2];
if (server) {
  const scratch = await createScratchDatabase(server, 'statements_micro');
  const pg = connectDatabase({ url: scratch.url });
  try {
    await measure('PostgreSQL', pg);
  } finally {
    await pg.destroy();
    await scratch.drop();
  }
}
