/**
 * The site search's index: one entry per record of every entity that declares `search`, written by the
 * same transaction as the record (index-hooks.ts), so that it never disagrees
 * with the tables. It belongs to the runtime, not to an entity: made at start under the migration lock,
 * as the drafts' tables are, and filled from the existing rows of every entity whose `search`
 * declaration is new or changed (its fingerprint in `search_state`): a deploy that adds a searchable
 * field reindexes that entity once, by itself.
 *
 * One entry per content locale (LOCALES): the record's words in that locale, each localized field without a
 * translation in the default's (as the locale's page shows it), and its address under the locale's prefix
 * (`/de/service-details/1`). A search asks in one locale.
 *
 * - SQLite: an FTS5 virtual table (`unicode61`: Unicode case folding, so `MÜNCHEN` finds `München`).
 * - PostgreSQL: a table with a stored `tsvector` (`simple` configuration: no stemming or stop words, as
 *   SQLite's, so both databases find the same records), title words weighted A and body words B, and a
 *   GIN index on it.
 */
import type { Knex } from 'knex';
import type { EntityMeta, SearchMeta } from '../../runtime-shared/meta';
import type { Row } from '../crud/serialize';
import { isPostgres } from '../db/connect';
import { defaultLocale, locales } from '../../runtime-shared/locales';
import { inLocale } from '../crud/localize';
import { entryOf } from './text';

export const SEARCH_TABLE = 'search_entries';
const STATE_TABLE = 'search_state';
/** Bumped when what an entry holds changes for every entity (text extraction): all are indexed again. */
const FORMAT = 2;

/** The entities that declare `search`, with it. */
export const searchable = (metas: readonly EntityMeta[]) => metas.flatMap((meta) => (meta.search ? [{ meta, search: meta.search }] : []));

export async function ensureSearchTable(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable(STATE_TABLE))) {
    await db.schema.createTable(STATE_TABLE, (t) => {
      t.string('entity', 100).primary();
      t.text('fingerprint').notNullable();
    });
  }
  if (await db.schema.hasTable(SEARCH_TABLE)) {
    if (await db.schema.hasColumn(SEARCH_TABLE, 'locale')) return;
    // An index made before entries had a locale: made again, and every entity indexed again (it holds nothing else).
    await db.schema.dropTable(SEARCH_TABLE);
    await db(STATE_TABLE).delete();
  }
  if (isPostgres(db)) {
    await db.raw(`CREATE TABLE ${SEARCH_TABLE} (
      entity varchar(100) NOT NULL,
      record_id integer NOT NULL,
      locale varchar(20) NOT NULL,
      url varchar(2048) NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      document tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')) STORED,
      PRIMARY KEY (entity, record_id, locale)
    )`);
    await db.raw(`CREATE INDEX ${SEARCH_TABLE}_document ON ${SEARCH_TABLE} USING gin (document)`);
  } else {
    // entity, record_id, locale and url are kept, not searched; bm25 weighs title over body (search.ts).
    await db.raw(`CREATE VIRTUAL TABLE ${SEARCH_TABLE} USING fts5(entity UNINDEXED, record_id UNINDEXED, locale UNINDEXED, url UNINDEXED, title, body, tokenize = 'unicode61 remove_diacritics 0')`);
  }
}

/** A site path in `locale`: the default's as it is, another's under its code (`/de/services`), as the site serves them. */
const localeUrl = (locale: string, url: string) => (locale === defaultLocale() || !url.startsWith('/') ? url : `/${locale}${url === '/' ? '' : url}`);

/** A stored row's entries, one per content locale. */
function entriesOf(meta: EntityMeta, search: SearchMeta, row: Row): Row[] {
  return locales().map((locale) => {
    const entry = entryOf(meta, search, locale === defaultLocale() ? row : inLocale(meta, row, locale));
    return { entity: meta.name, record_id: Number(row.id), locale, ...entry, url: localeUrl(locale, entry.url) };
  });
}

/** Drops a record's entries (deleted, trashed, or about to be written again). */
export async function removeEntry(db: Knex, entity: string, id: number): Promise<void> {
  await db(SEARCH_TABLE).where({ entity, record_id: id }).delete();
}

/** Writes a record's entry (in the write's transaction): what it holds now, in place of what it held. */
export async function indexRow(db: Knex, meta: EntityMeta, search: SearchMeta, row: Row): Promise<void> {
  await removeEntry(db, meta.name, Number(row.id));
  await db(SEARCH_TABLE).insert(entriesOf(meta, search, row));
}

/**
 * Indexes every row of `meta`'s table again (the trash too: the search leaves it out when it answers, and a
 * restored record is indexed by its restore). Rows are read in batches, in one transaction.
 */
export async function reindexEntity(db: Knex, meta: EntityMeta, search: SearchMeta): Promise<number> {
  return db.transaction(async (trx) => {
    await trx(SEARCH_TABLE).where({ entity: meta.name }).delete();
    let count = 0;
    for (let after = 0; ; ) {
      const rows = (await trx(meta.table).where('id', '>', after).orderBy('id').limit(500)) as Row[];
      if (rows.length === 0) break;
      await trx(SEARCH_TABLE).insert(rows.flatMap((row) => entriesOf(meta, search, row)));
      count += rows.length;
      after = Number(rows[rows.length - 1]!.id);
    }
    const fingerprint = fingerprintOf(search);
    await trx(STATE_TABLE).where({ entity: meta.name }).delete();
    await trx(STATE_TABLE).insert({ entity: meta.name, fingerprint });
    return count;
  });
}

// The locales too: a locale added to LOCALES gets its entries at the next start.
const fingerprintOf = (search: SearchMeta) => JSON.stringify({ format: FORMAT, locales: locales(), ...search });

/**
 * Reindexes the entities whose declaration is new or changed since the index was last filled (`all`: every
 * one, the recovery command); answers a line per entity reindexed, for the start's log.
 */
export async function reindexChanged(db: Knex, metas: readonly EntityMeta[], all = false): Promise<string[]> {
  const known = new Map((await db(STATE_TABLE).select('entity', 'fingerprint')).map((r: { entity: string; fingerprint: string }) => [r.entity, r.fingerprint]));
  const lines: string[] = [];
  for (const { meta, search } of searchable(metas)) {
    if (!all && known.get(meta.name) === fingerprintOf(search)) continue;
    const count = await reindexEntity(db, meta, search);
    lines.push(`search index: ${count} ${count === 1 ? meta.label.toLowerCase() : meta.pluralLabel.toLowerCase()}`);
  }
  return lines;
}
