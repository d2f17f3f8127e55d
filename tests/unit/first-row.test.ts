/**
 * Reads of one row write their `limit 1` into the SQL (db/first-row.ts): on SQLite a bound LIMIT cost every
 * run of the statement as much again as the read itself (docs/performance.md, "A bound LIMIT"). The generated
 * statements of those shapes bind only their own parameters, on both databases, and `firstRow` still
 * answers one row, or nothing.
 */
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../generated/server/index';
import { bannerStatements } from '../../generated/server/statements/banner';
import { statementsOf } from '../../runtime-server/crud/statements';
import type { CompiledStatement, PreparedStatement } from '../../runtime-server/db/prepared';
import { firstRow } from '../../runtime-server/db/first-row';

let db: Knex;
beforeAll(async () => {
  db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await db.schema.createTable('notes', (t) => {
    t.increments('id');
    t.string('title');
  });
  await db('notes').insert([{ title: 'First' }, { title: 'Second' }]);
});
afterAll(() => db.destroy());

describe('firstRow', () => {
  it('compiles `limit 1` into the SQL, on SQLite and PostgreSQL', () => {
    expect(firstRow(db('notes').where({ id: 2 }), 'title').toSQL().toNative()).toEqual({ sql: 'select `title` from `notes` where `id` = ? limit 1', bindings: [2] });
    const pg = knex({ client: 'pg' });
    expect(firstRow(pg('notes').where({ id: 2 })).toSQL().toNative()).toEqual({ sql: 'select * from "notes" where "id" = $1 limit 1', bindings: [2] });
  });

  it('answers the one row, or nothing', async () => {
    expect(await firstRow(db('notes').orderBy('id'), 'title')).toEqual({ title: 'First' });
    expect(await firstRow(db('notes').where({ id: 9 }))).toBeUndefined();
  });
});

describe('the generated one-row statements', () => {
  it("bind no LIMIT: a banner's read by id, row, lock, count and chosen service", () => {
    expect(bannerStatements.readById.sqlite).toEqual({
      sql: 'select `id`, `title`, `service_id`, `sub_title`, `body`, `photo`, `translations`, `created_at`, `updated_at` from `banners` where `banners`.`deleted_at` is null and `id` = ? limit 1',
      bindings: [{ param: 'id' }],
    });
    expect(bannerStatements.lockById.pg).toEqual({ sql: 'select * from "banners" where "id" = $1 limit 1 for update', bindings: [{ param: 'id' }] });
    expect(bannerStatements.count.sqlite.bindings).toEqual([]);
    expect(bannerStatements.chosen.service_id.sqlite.sql).toMatch(/ limit 1$/);
  });

  it('of every entity: each parameter is one of the statement’s own', () => {
    const oneRow = (s: PreparedStatement): CompiledStatement[] => [s.sqlite, s.pg];
    for (const { meta } of resources) {
      const statements = statementsOf(meta);
      if (!statements) continue;
      const shapes = [statements.readById, statements.rowById, statements.lockById, statements.count, ...Object.values(statements.chosen ?? {})];
      for (const compiled of shapes.flatMap((s) => (s ? oneRow(s) : []))) {
        expect(compiled.sql, `${meta.name}: ${compiled.sql}`).toMatch(/ limit 1( for update)?$/);
        expect(compiled.bindings.every((b) => typeof b === 'object' && b !== null), `${meta.name}: ${compiled.sql}`).toBe(true);
      }
    }
  });
});
