/**
 * The site search: the records a visitor may read whose words match, best first, a page at a time, each
 * with its title and an excerpt around the matches (excerpt.ts). What the public may read is decided at the
 * question, not at indexing: an entity's public filter may depend on the time (a notice published at nine,
 * a job whose deadline passed), so each entity's readable ids are a subquery of its own table (its public
 * filter for an anonymous reader, not in the trash), as a list route would read them.
 *
 * Ranking: SQLite's bm25 with the title column weighted 10 to the body's 1; PostgreSQL's ts_rank with
 * title words weighted A (1.0) and body words B (0.4). A title match ranks above a text match on both.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { inTrash } from '../crud/trash-filter';
import { readableRows, rowConditions, whereConditions } from '../crud/visibility';
import { isPostgres } from '../db/connect';
import { excerpt, highlight } from './excerpt';
import { SEARCH_TABLE as T, searchable } from './index-table';
import { ftsQuery, parseSearch, wantedWords, websearchText } from './query';

export interface SearchQuery {
  q: string;
  /** The content locale searched (LOCALES): its entries only, with their addresses in that locale. */
  locale: string;
  page: number;
  perPage: number;
}

export interface SearchHit {
  entity: string;
  id: number;
  /** The record's public address (its entity's `search.url`). */
  url: string;
  /** HTML: the title, escaped, the asked-for words in `<mark>`. */
  title: string;
  /** HTML: a passage of the text around the first match, escaped, the asked-for words in `<mark>`. */
  excerpt: string;
}

export interface SearchAnswer {
  total: number;
  hits: SearchHit[];
}

interface Found {
  entity: string;
  record_id: number | string;
  url: string;
  title: string;
  body: string;
}

/** Limits `builder` to entries of records the public may read now; false when the public may read none. */
function publicOnly(db: Knex, metas: readonly EntityMeta[], now: Date): ((builder: Knex.QueryBuilder) => void) | false {
  const readable = searchable(metas).flatMap(({ meta }) => {
    const rows = readableRows(undefined, meta);
    return rows === 'none' ? [] : [{ meta, conditions: rows === 'all' ? [] : rowConditions(rows.only, now) }];
  });
  if (readable.length === 0) return false;
  return (builder) => {
    void builder.where((any) => {
      for (const { meta, conditions } of readable) {
        const ids = inTrash(whereConditions(db(meta.table).select('id'), conditions), meta, false);
        void any.orWhere((one) => {
          void one.where(`${T}.entity`, meta.name).whereIn(`${T}.record_id`, ids);
        });
      }
    });
  };
}

/** The matching entries (SQL), or undefined when the question asks for no words. */
function matching(db: Knex, q: ReturnType<typeof parseSearch>): { base: Knex.QueryBuilder; rank: Knex.Raw; best: 'asc' | 'desc' } | undefined {
  if (isPostgres(db)) {
    const text = websearchText(q);
    if (!text) return undefined;
    const tsquery = db.raw(`websearch_to_tsquery('simple', ?)`, [text]);
    return { base: db(T).whereRaw('document @@ ?', [tsquery]), rank: db.raw('ts_rank(document, ?)', [tsquery]), best: 'desc' };
  }
  const match = ftsQuery(q);
  if (!match) return undefined;
  // bm25 weighs each column: entity, record_id and url are not searched; title 10, body 1. Lower is better.
  return { base: db(T).whereRaw(`${T} MATCH ?`, [match]), rank: db.raw(`bm25(${T}, 0, 0, 0, 10.0, 1.0)`), best: 'asc' };
}

/** The page `query.page` of the public records matching `query.q`; none when it asks for no words. */
export async function searchRecords(db: Knex, metas: readonly EntityMeta[], query: SearchQuery, now = new Date()): Promise<SearchAnswer> {
  const groups = parseSearch(query.q);
  const visible = publicOnly(db, metas, now);
  const found = matching(db, groups);
  if (!found || !visible) return { total: 0, hits: [] };
  const base = found.base.where(`${T}.locale`, query.locale).modify(visible);
  const [count] = await base.clone().count<{ n: string | number }[]>({ n: '*' });
  const rows = await base
    .clone()
    .select<Found[]>(['entity', 'record_id', 'url', 'title', 'body', db.raw('? as rank', [found.rank])])
    .orderBy([{ column: 'rank', order: found.best }, { column: 'entity' }, { column: 'record_id' }])
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const words = wantedWords(groups);
  const hits = rows.map((row) => ({ entity: row.entity, id: Number(row.record_id), url: row.url, title: highlight(row.title, words), excerpt: excerpt(row.body, words) }));
  return { total: Number(count!.n), hits };
}
