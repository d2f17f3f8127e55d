/**
 * An entity's fixed-shape statements (fixed-shapes.ts), compiled by the generator for both databases
 * (generated/server/statements/<entity>.ts) and handed to the server with the entity's router. Reads whose
 * query has one of these shapes run them prepared (db/prepared.ts); every other query, and any entity
 * without them, is built by knex as before. tests/api/prepared-statements.test.ts holds each generated
 * statement to what knex compiles for the same read.
 */
import type { EntityMeta } from '../../runtime-shared/meta';
import type { PreparedStatement } from '../db/prepared';
import type { OrderKey } from './fixed-shapes';

export interface EntityStatements {
  /** One live row by id (param `id`): `GET /api/<entity>/:id`. */
  readonly readById?: PreparedStatement;
  /** One live row by id with all its columns (param `id`): what an update or a delete reads first. */
  readonly rowById?: PreparedStatement;
  /** The row by id, locked for the write's transaction on PostgreSQL (`FOR UPDATE`; param `id`): db/write-lock.ts. */
  readonly lockById?: PreparedStatement;
  /** The live rows' count of an unfiltered list. */
  readonly count?: PreparedStatement;
  /** The first page of the live rows in the entity's default order (param `perPage`); absent when that order follows a relation. */
  readonly firstPage?: PreparedStatement & { readonly order: readonly OrderKey[] };
  /** Per relation field: the related record of one row, for a viewer who may read them all (param `id`). */
  readonly attach?: Readonly<Record<string, PreparedStatement>>;
  /** Per relation field: the related records of a page's rows, for a viewer who may read them all (param `ids`, the ids as an array). */
  readonly attachMany?: Readonly<Record<string, PreparedStatement>>;
  /** Per relation field: the chosen record's id when it exists and is not in the trash (param `id`): what a write checks. */
  readonly chosen?: Readonly<Record<string, PreparedStatement>>;
}

/** What decides a list query's shape (list-query.ts `ListQuery`, which imports what imports this). */
interface ListShape {
  page: number;
  q?: string | undefined;
  filters: readonly unknown[];
  trashed?: boolean | undefined;
  missingTranslation?: string | undefined;
  sort: readonly (OrderKey & { related?: unknown })[];
}

const registered = new WeakMap<EntityMeta, EntityStatements>();

/** Called with the generated statements when the entity's router is made (crud/router.ts). */
export function registerStatements(meta: EntityMeta, statements: EntityStatements): void {
  registered.set(meta, statements);
}

export const statementsOf = (meta: EntityMeta): EntityStatements | undefined => registered.get(meta);

/**
 * The first page's statement when a list query has its shape: page 1 of the live rows, no search, filter or
 * untranslated-records condition (a public filter or owner access adds conditions: not this shape), in the
 * default order.
 */
export function firstPageStatement(meta: EntityMeta, query: ListShape): { page: PreparedStatement; count: PreparedStatement } | undefined {
  const s = registered.get(meta);
  const page = s?.firstPage;
  if (!page || !s.count || query.page !== 1 || query.q !== undefined || query.filters.length > 0 || query.trashed || query.missingTranslation) return undefined;
  const { sort } = query;
  if (sort.length !== page.order.length || sort.some((k, i) => k.related || k.column !== page.order[i]!.column || k.direction !== page.order[i]!.direction)) return undefined;
  return { page, count: s.count };
}
