/**
 * SQLite's transactions run on its one connection without knex's
 * per-transaction objects (runtime-server/db/sqlite-transaction.ts, a speed
 * fix). They must still be transactions: all or nothing, one at a time, with
 * the write lock from the start, knex's savepoints inside and knex's events
 * seen outside; and what they do not handle goes to knex as before.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';
import { takeWriteLock } from '../../runtime-server/db/write-lock';
import { runPrepared, type PreparedStatement } from '../../runtime-server/db/prepared';

let dir: string;
let file: string;
let db: Knex;

const texts = async () => (await db('notes').orderBy('id').pluck('text')) as string[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-trx-'));
  file = path.join(dir, 'trx.sqlite');
  db = connectDatabase({ url: file });
  await db.schema.createTable('notes', (t) => {
    t.increments('id');
    t.string('text');
  });
  await db.schema.createTable('counters', (t) => {
    t.integer('id').primary();
    t.integer('n').notNullable();
  });
});

beforeEach(async () => {
  await db('notes').delete();
  await db('counters').delete();
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('a SQLite transaction', () => {
  it('keeps every write when the work succeeds, and answers what the work returned', async () => {
    const answer = await db.transaction(async (trx) => {
      await trx('notes').insert({ text: 'a' });
      await trx('notes').insert({ text: 'b' });
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await texts()).toEqual(['a', 'b']);
  });

  it('undoes every write when the work throws, and throws that same error', async () => {
    const failure = new Error('the third write failed');
    await expect(
      db.transaction(async (trx) => {
        await trx('notes').insert({ text: 'a' });
        await trx('notes').insert({ text: 'b' });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await texts()).toEqual([]);
    // The connection is free and out of the transaction: the next write is kept.
    await db('notes').insert({ text: 'after' });
    expect(await texts()).toEqual(['after']);
  });

  it('undoes the writes before a failing statement (a constraint) and leaves the connection usable', async () => {
    await db('counters').insert({ id: 1, n: 0 });
    await expect(
      db.transaction(async (trx) => {
        await trx('notes').insert({ text: 'lost' });
        await trx('counters').insert({ id: 1, n: 5 }); // the same primary key
      }),
    ).rejects.toThrow(/UNIQUE constraint failed: counters.id/);
    expect(await texts()).toEqual([]);
    expect(await db.transaction(async (trx) => trx('counters').where({ id: 1 }).first())).toEqual({ id: 1, n: 0 });
  });

  it('runs concurrent transactions one after the other: no read-modify-write is lost', async () => {
    await db('counters').insert({ id: 1, n: 0 });
    await Promise.all(
      Array.from({ length: 25 }, () =>
        db.transaction(async (trx) => {
          const { n } = (await trx('counters').where({ id: 1 }).first()) as { n: number };
          await new Promise((resolve) => setImmediate(resolve)); // another transaction would run here without the lock
          await trx('counters').where({ id: 1 }).update({ n: n + 1 });
        }),
      ),
    );
    expect(await db('counters').where({ id: 1 }).first()).toEqual({ id: 1, n: 25 });
  });

  it('holds the write lock from its start, before any write: another connection cannot begin writing', async () => {
    const other = new Database(file, { timeout: 0 });
    try {
      await db.transaction(async (trx) => {
        await trx('notes').first(); // only a read so far
        expect(() => other.exec('BEGIN IMMEDIATE')).toThrow(/database is locked/);
      });
      other.exec('BEGIN IMMEDIATE'); // and once it ended, the other connection can
      other.exec('ROLLBACK');
    } finally {
      other.close();
    }
  });

  it('needs no second lock statement, and a transaction knex runs itself still takes one', async () => {
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    db.on('query', listen);
    try {
      await db.transaction(async (trx) => takeWriteLock(trx, 'notes'));
      expect(statements).toEqual([]);
      const trx = await db.transaction(); // without a function: knex's own transaction
      await takeWriteLock(trx, 'notes');
      await trx.commit();
      expect(statements).toEqual(['BEGIN;', 'UPDATE `notes` SET id = id WHERE 0', 'COMMIT;']);
    } finally {
      db.off('query', listen);
    }
  });

  it("passes its statements to knex's events (the account cache listens to `query`)", async () => {
    const seen: string[] = [];
    const listeners = {
      start: () => seen.push('start'),
      query: (q: { sql: string }) => seen.push(`query ${q.sql}`),
      'query-response': () => seen.push('response'),
      'query-error': (error: Error) => seen.push(`error ${error.message.replace(/^.* - /, '')}`),
    };
    for (const [event, listen] of Object.entries(listeners)) db.on(event, listen);
    try {
      await db
        .transaction(async (trx) => {
          await trx('notes').insert({ text: 'seen' });
          await trx.raw('select * from missing_table');
        })
        .catch(() => undefined);
    } finally {
      for (const [event, listen] of Object.entries(listeners)) db.off(event, listen);
    }
    expect(seen).toEqual(['start', 'query insert into `notes` (`text`) values (?)', 'response', 'start', 'query select * from missing_table', 'error no such table: missing_table']);
  });

  it('fills the columns a row of a multi-row insert leaves out with NULL, as outside a transaction', async () => {
    await db.transaction(async (trx) => trx('counters').insert([{ id: 1, n: 1 }, { id: 2 }]).catch((error: Error) => expect(error.message).toMatch(/NOT NULL constraint failed: counters.n/)));
    await db.transaction(async (trx) => trx('notes').insert([{ text: 'a' }, {}]));
    expect(await db('notes').orderBy('id').select('text')).toEqual([{ text: 'a' }, { text: null }]);
  });

  it('throws the error of the work, not a failed ROLLBACK, when the work already ended the transaction', async () => {
    await expect(
      db.transaction(async (trx) => {
        await trx('notes').insert({ text: 'committed by the work' });
        await trx.raw('COMMIT');
        throw new Error('after its own commit');
      }),
    ).rejects.toThrow('after its own commit');
    expect(await texts()).toEqual(['committed by the work']);
  });

  it('leaves a transaction with options to knex (its own BEGIN and COMMIT)', async () => {
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    db.on('query', listen);
    try {
      await db.transaction(async (trx) => trx('notes').insert({ text: 'by knex' }), { doNotRejectOnRollback: false });
    } finally {
      db.off('query', listen);
    }
    expect(statements).toEqual(['BEGIN;', 'insert into `notes` (`text`) values (?)', 'COMMIT;']);
    expect(await texts()).toEqual(['by knex']);
  });

  it('undoes only a failed savepoint inside it', async () => {
    await db.transaction(async (trx) => {
      await trx('notes').insert({ text: 'kept' });
      await trx.transaction((sp) => sp('notes').insert({ text: 'savepoint kept' }));
      await trx
        .transaction(async (sp) => {
          await sp('notes').insert({ text: 'savepoint undone' });
          throw new Error('undo this part');
        })
        .catch((error: Error) => expect(error.message).toBe('undo this part'));
    });
    expect(await texts()).toEqual(['kept', 'savepoint kept']);
  });

  it('refuses a query on it after it ended (one started without await), instead of running it unlocked', async () => {
    let leaked: Knex.Transaction | undefined;
    await db.transaction((trx) => {
      leaked = trx;
      return Promise.resolve();
    });
    await expect(leaked!('notes').insert({ text: 'late' })).rejects.toThrow('A query on a transaction that has already ended');
    expect(await texts()).toEqual([]);
  });

  it('runs a prepared statement on the connection it holds, without taking a connection (no promise to wait for)', async () => {
    const insert: PreparedStatement = { sqlite: { sql: 'insert into notes (text) values (?)', bindings: [{ param: 'text' }] }, pg: { sql: '', bindings: [] } };
    let taken = 0;
    await db.transaction(async (trx) => {
      const client = trx.client as { acquireConnection(): Promise<unknown> };
      const acquire = client.acquireConnection.bind(client);
      client.acquireConnection = () => ((taken += 1), acquire());
      try {
        await runPrepared(trx, insert, { text: 'prepared' });
      } finally {
        client.acquireConnection = acquire;
      }
    });
    expect(taken).toBe(0);
    expect(await texts()).toEqual(['prepared']);
    let leaked: Knex.Transaction | undefined;
    await db.transaction((trx) => Promise.resolve((leaked = trx)));
    await expect(runPrepared(leaked!, insert, { text: 'late' })).rejects.toThrow('A query on a transaction that has already ended');
    expect(await texts()).toEqual(['prepared']);
  });

  it('is a transaction to code that asks (migrations refuse to rebuild tables inside one)', async () => {
    await db.transaction((trx) => Promise.resolve(expect(trx.isTransaction).toBe(true)));
  });
});
