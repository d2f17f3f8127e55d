/**
 * Emits `generated/server/statements/<name>.ts`: the entity's fixed-shape queries
 * (runtime-server/crud/fixed-shapes.ts), built with the server's own knex builders and compiled by knex
 * for SQLite (better-sqlite3) and PostgreSQL (pg) here, at generate time. The server runs them as
 * prepared statements (runtime-server/db/prepared.ts) instead of building and compiling them on every
 * request; tests/api/prepared-statements.test.ts holds them to what knex compiles at run time.
 */
import { createHash } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { attachManyQuery, attachQuery, byIdQuery, countQuery, firstPageQuery, liveIdQuery, rowByIdQuery, type OrderKey } from '../../runtime-server/crud/fixed-shapes';
import { lockedRowQuery } from '../../runtime-server/db/write-lock';
import type { Binding, CompiledStatement, PreparedStatement } from '../../runtime-server/db/prepared';
import type { SanitizedEntity } from '../model';
import { tsLiteral } from '../names';
import { fromGenerated, header } from './header';

/** knex objects without a connection: they only compile. */
let compilers: { sqlite: Knex; pg: Knex } | undefined;
const compilersOf = () => (compilers ??= { sqlite: knex({ client: 'better-sqlite3', useNullAsDefault: true }), pg: knex({ client: 'pg' }) });

/**
 * Parameters are built in as values no real query binds (ids and page sizes are far smaller), and the
 * compiled bindings that hold them are turned back into `{ param }`.
 */
const SENTINELS = { id: 2_100_000_001, perPage: 2_100_000_002, ids: 2_100_000_003 } as const;
type Params = typeof SENTINELS;

function compiled(native: Knex.SqlNative): CompiledStatement {
  const bindings = native.bindings.map((value): Binding => {
    const param = Object.entries(SENTINELS).find(([, sentinel]) => sentinel === value)?.[0];
    return param ? { param } : (value as Binding);
  });
  return { sql: native.sql, bindings };
}

function prepared(build: (db: Knex, params: Params) => Knex.QueryBuilder): PreparedStatement {
  const { sqlite, pg } = compilersOf();
  const pgStatement = compiled(build(pg, SENTINELS).toSQL().toNative());
  // Named by its text: one name is one text on every connection, as pg requires. A `select *` stays unnamed (prepared.ts says why).
  const name = /^select \*/.test(pgStatement.sql) ? undefined : `s_${createHash('sha256').update(pgStatement.sql).digest('hex').slice(0, 20)}`;
  return { sqlite: compiled(build(sqlite, SENTINELS).toSQL().toNative()), pg: { ...(name ? { name } : {}), ...pgStatement } };
}

/** The columns an answer shows, as the server's `answeredColumns` (crud/serialize.ts) lists them. */
function answeredColumns(e: SanitizedEntity): string[] {
  return ['id', ...e.fields.filter((f) => !f.meta.writeOnly && !f.meta.manyToMany).map((f) => f.name), 'created_at', 'updated_at'];
}

/** The default order as the list parses it (crud/list-query.ts), or undefined when a key follows a relation (`service.name`). */
function defaultOrder(e: SanitizedEntity): OrderKey[] | undefined {
  const keys = e.defaultSort.split(',').filter(Boolean).map((part): OrderKey => ({ column: part.replace(/^[-+]/, ''), direction: part.startsWith('-') ? 'desc' : 'asc' }));
  return keys.some((k) => k.column.includes('.')) ? undefined : keys;
}

/** The statements of one entity, as data (also read by the generator's tests). */
export function entityStatements(e: SanitizedEntity): Record<string, unknown> {
  const table = { table: e.table, softDelete: e.softDelete };
  const columns = answeredColumns(e);
  const order = defaultOrder(e);
  const attach = Object.fromEntries(
    e.fields.flatMap((f) => {
      const rel = f.meta.relation;
      if (!rel) return [];
      const target = { table: rel.table, softDelete: rel.softDelete === true };
      return [[f.name, prepared((db, p) => attachQuery(db, target, ['id', rel.show, ...(rel.also ?? [])], [p.id]))]];
    }),
  );
  const attachMany = Object.fromEntries(
    e.fields.flatMap((f) => {
      const rel = f.meta.relation;
      if (!rel) return [];
      const target = { table: rel.table, softDelete: rel.softDelete === true };
      return [[f.name, prepared((db, p) => attachManyQuery(db, target, ['id', rel.show, ...(rel.also ?? [])], p.ids))]];
    }),
  );
  const chosen = Object.fromEntries(
    e.fields.flatMap((f) => {
      const rel = f.meta.relation;
      return rel ? [[f.name, prepared((db, p) => liveIdQuery(db, { table: rel.table, softDelete: rel.softDelete === true }, p.id))]] : [];
    }),
  );
  return {
    readById: prepared((db, p) => byIdQuery(db, table, columns, p.id)),
    rowById: prepared((db, p) => rowByIdQuery(db, table, p.id)),
    lockById: prepared((db, p) => lockedRowQuery(db, e.table, p.id)),
    count: prepared((db) => countQuery(db, table, false)),
    ...(order ? { firstPage: { order, ...prepared((db, p) => firstPageQuery(db, table, columns, order, p.perPage)) } } : {}),
    ...(Object.keys(attach).length ? { attach, attachMany, chosen } : {}),
  };
}

export function emitStatements(e: SanitizedEntity): string {
  const body = Object.entries(entityStatements(e)).map(([key, value]) => `  ${key}: ${tsLiteral(value)},`);
  return `${header(e.source)}import type { EntityStatements } from '${fromGenerated(2, 'runtime-server/crud/statements')}';

/** The fixed-shape queries of ${e.pluralLabel}, compiled by knex for SQLite and PostgreSQL: the server runs them prepared. */
export const ${e.camel}Statements = {
${body.join('\n')}
} as const satisfies EntityStatements;
`;
}
