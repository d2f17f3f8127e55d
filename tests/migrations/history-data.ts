/**
 * The rows the history test keeps in the database, and what must be true
 * of them after each step (entity-history.ts): nothing lost, renamed data
 * under its new name, foreign keys and indexes in force.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { expect } from 'vitest';

const isSqlite = (db: Knex) => /sqlite/.test(String(db.client.config.client));
const FILES = ['banner/one.png', 'banner/two.png'];

function writeUpload(uploads: string, file: string) {
  mkdirSync(path.dirname(path.join(uploads, file)), { recursive: true });
  writeFileSync(path.join(uploads, file), 'not really a png');
}

/** The data present before the first step, as the committed migration 0001 leaves the tables. */
export async function seed(db: Knex, uploads: string): Promise<void> {
  await db('services').insert([{ name: 'Cloud', slug: 'cloud' }, { name: 'Data', slug: null }]);
  await db('banners').insert([
    { title: 'One', sub_title: 'First', body: '<p>kept</p>', photo: 'uploads/banner/one.png', service_id: 1 },
    { title: 'Two', sub_title: 'Second', body: null, photo: 'uploads/banner/two.png', service_id: 2 },
  ]);
  for (const f of FILES) writeUpload(uploads, f);
}

const rows = (db: Knex, table: string, columns: string[]) => db(table).select(columns).orderBy('id');

async function indexes(db: Knex, table: string): Promise<string[]> {
  const found = isSqlite(db)
    ? await db('sqlite_master').select('name').where({ type: 'index', tbl_name: table })
    : await db('pg_indexes').select({ name: 'indexname' }).where({ tablename: table });
  return found.map((r: { name: string }) => r.name);
}

async function expectForeignKeysIntact(db: Knex) {
  if (isSqlite(db)) {
    expect(await db.raw('PRAGMA foreign_key_check')).toEqual([]);
    expect(await db.raw('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
  }
  // Enforced, not only present: a missing target is refused, a referenced service cannot go.
  await expect(db('banners').insert({ title: 'x', subtitle: 'x', body: 'x', photo: 'x', service_id: 999 })).rejects.toThrow();
  await expect(db('services').where({ id: 1 }).del()).rejects.toThrow();
}

export async function checkStep(s: number, db: Knex, uploads: string): Promise<void> {
  const partners = s >= 7 ? 'sponsors' : 'partners';
  if (s === 1) {
    await db('partners').insert([
      { name: 'Acme', logo: 'uploads/partner/logo.png', rank: '3', service_id: 1 },
      { name: 'Globex', logo: null, rank: '7', service_id: null },
    ]);
    writeUpload(uploads, 'partner/logo.png');
  }
  if (s === 2) await db('banners').where({ id: 1 }).update({ cta_url: 'https://example.com/offer', partner_id: 1 });

  expect(await rows(db, 'services', ['id', 'name', 'slug'])).toEqual([
    { id: 1, name: 'Cloud', slug: 'cloud' },
    { id: 2, name: 'Data', slug: null },
  ]);
  const subtitle = s >= 3 ? 'subtitle' : 'sub_title';
  const banners = [
    { id: 1, title: 'One', [subtitle]: 'First', body: '<p>kept</p>', photo: 'uploads/banner/one.png', service_id: 1 },
    { id: 2, title: 'Two', [subtitle]: 'Second', body: s >= 4 ? '<p>None yet</p>' : null, photo: 'uploads/banner/two.png', service_id: 2 },
  ];
  if (s >= 2 && s < 8) {
    Object.assign(banners[0]!, { cta_url: 'https://example.com/offer' });
    Object.assign(banners[1]!, { cta_url: null });
  }
  if (s >= 2 && s < 9) {
    Object.assign(banners[0]!, { partner_id: 1 });
    Object.assign(banners[1]!, { partner_id: null });
  }
  expect(await rows(db, 'banners', Object.keys(banners[0]!))).toEqual(banners);
  for (const f of [...FILES, ...(s >= 1 ? ['partner/logo.png'] : [])]) expect(existsSync(path.join(uploads, f)), `uploads/${f} kept`).toBe(true);

  if (s < 9) {
    const rank = (v: number) => (s >= 5 ? v : String(v));
    expect(await rows(db, partners, ['id', 'name', 'logo', 'rank', 'service_id'])).toEqual([
      { id: 1, name: 'Acme', logo: 'uploads/partner/logo.png', rank: rank(3), service_id: 1 },
      { id: 2, name: 'Globex', logo: null, rank: rank(7), service_id: null },
    ]);
  } else {
    expect(await db.schema.hasTable('sponsors')).toBe(false);
  }
  if (s >= 5) await expectForeignKeysIntact(db);
  if (s >= 6 && s < 9) {
    await expect(db(partners).insert({ name: 'Acme' })).rejects.toThrow();
    expect(await indexes(db, partners)).toEqual(expect.arrayContaining([`${partners}_name_unique`, `${partners}_service_id_index`]));
    expect(await indexes(db, 'banners')).toEqual(expect.arrayContaining(['banners_title_index', 'banners_partner_id_index']));
  }
  if (s >= 7 && s < 9) {
    expect(await db.schema.hasTable('partners')).toBe(false);
    // banners.partner_id follows the renamed table: a missing sponsor is refused, a referenced one cannot go.
    await expect(db('banners').where({ id: 2 }).update({ partner_id: 999 })).rejects.toThrow();
    await expect(db('sponsors').where({ id: 1 }).del()).rejects.toThrow();
  }
}
