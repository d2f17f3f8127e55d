/**
 * SQLite's one connection is handed out by a lock instead of knex's pool (a
 * speed fix). A transaction must still have the connection to itself: a query
 * from elsewhere waits until it ends, and is not undone by its rollback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';

let dir: string;
let db: Knex;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-lock-'));
  db = connectDatabase({ url: path.join(dir, 'lock.sqlite') });
  await db.schema.createTable('notes', (t) => {
    t.increments('id');
    t.string('text');
  });
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('the single SQLite connection', () => {
  it('keeps a query from elsewhere out of an open transaction, so a rollback does not undo it', async () => {
    let outside: Promise<unknown> | undefined;
    await db
      .transaction(async (trx) => {
        await trx('notes').insert({ text: 'inside' });
        outside = db('notes').insert({ text: 'outside' }).then(() => 'done'); // then() starts it: knex queries are lazy
        await new Promise((resolve) => setTimeout(resolve, 50)); // the outside insert would run now without the lock
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    await outside;
    expect(await db('notes').pluck('text')).toEqual(['outside']);
  });

  it('answers many concurrent queries, each once', async () => {
    await db('notes').delete();
    await Promise.all(Array.from({ length: 20 }, (_, i) => db('notes').insert({ text: `n${i}` })));
    expect(await db('notes').count({ n: '*' }).first()).toEqual({ n: 20 });
  });

  it('reuses a prepared statement and still sees a column added later', async () => {
    expect(Object.keys((await db('notes').first()))).toEqual(['id', 'text']);
    await db.schema.alterTable('notes', (t) => t.string('tag'));
    expect(Object.keys((await db('notes').first()))).toEqual(['id', 'text', 'tag']);
  });
});

describe('closing the single SQLite connection', () => {
  it('lets a transaction in progress finish first', async () => {
    const other = connectDatabase({ url: path.join(dir, 'close.sqlite') });
    await other.schema.createTable('notes', (t) => t.string('text'));
    let release!: () => void;
    const transaction = other.transaction(async (trx) => {
      await trx('notes').insert({ text: 'kept' });
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 20)); // the transaction holds the connection now
    const closed = other.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50)); // closing must wait for the transaction
    release();
    await transaction;
    await closed;
    const reopened = connectDatabase({ url: path.join(dir, 'close.sqlite') });
    expect(await reopened('notes').pluck('text')).toEqual(['kept']);
    await reopened.destroy();
  });
});
