/**
 * The safety net under the services (runtime-server/http/database-errors.ts):
 * errors the databases themselves raise, turned into API errors instead of a
 * 500. The errors are real, from a real SQLite file and, where
 * TEST_DATABASE_URL names one, a real PostgreSQL server.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';
import { fromDatabaseError } from '../../runtime-server/http/database-errors';
import { createPostgresDatabase, POSTGRES, warnPostgresSkipped } from '../helpers/postgres';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

warnPostgresSkipped('the database errors of PostgreSQL');

/** The error a statement raises, as the API would answer it. */
async function answerTo(db: Knex, sql: string, bindings: string[] = []): Promise<{ status: number; message: string; fields?: Record<string, string> } | undefined> {
  try {
    await db.raw(sql, bindings);
  } catch (error) {
    const known = fromDatabaseError(error);
    return known && { status: known.status, message: known.message, ...(known.fields ? { fields: known.fields } : {}) };
  }
  throw new Error(`no error from: ${sql}`);
}

async function tables(db: Knex): Promise<void> {
  await db.raw('CREATE TABLE parents (id integer PRIMARY KEY, email varchar(80) UNIQUE)');
  await db.raw('CREATE TABLE children (id integer PRIMARY KEY, parent_id integer REFERENCES parents(id))');
  await db.raw("INSERT INTO parents (id, email) VALUES (1, 'a@b.test')");
}

describe.each([
  ['SQLite', () => Promise.resolve({ db: connectDatabase({ url: path.join(mkdtempSync(path.join(os.tmpdir(), 'db-errors-')), 'test.sqlite') }), drop: () => Promise.resolve() })],
  ...(POSTGRES ? [['PostgreSQL', async () => {
    const pg = await createPostgresDatabase('db_errors');
    return { db: connectDatabase({ url: pg.url }), drop: () => pg.drop() };
  }] as const] : []),
] as const)('%s', (name, open) => {
  let db: Knex;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await open());
    await tables(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  it('a repeated unique value is a 409 naming the column', async () => {
    expect(await answerTo(db, "INSERT INTO parents (id, email) VALUES (2, 'a@b.test')")).toEqual({ status: 409, message: 'This value is already used', fields: { email: 'This value is already used' } });
  });

  it('a missing or still-needed linked row is a 409', async () => {
    expect(await answerTo(db, 'INSERT INTO children (id, parent_id) VALUES (1, 99)')).toEqual({ status: 409, message: 'This record is linked to other records; remove those links first' });
  });

  it.runIf(name === 'PostgreSQL')('a NUL character in text is a 400', async () => {
    const nul = { status: 400, message: 'The request contains a character that is not allowed (NUL)' };
    expect(await answerTo(db, 'SELECT ?::text', ['a\0b'])).toEqual(nul);
    expect(await answerTo(db, 'SELECT ?::jsonb', ['{"a": "b\\u0000c"}'])).toEqual(nul);
  });

  it('anything else is not the client\'s: no API error (the handler answers 500 and logs it)', async () => {
    expect(await answerTo(db, 'SELECT * FROM no_such_table')).toBeUndefined();
  });
});
