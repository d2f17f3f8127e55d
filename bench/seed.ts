/**
 * Fills the benchmark's database in bulk with better-sqlite3 (one
 * transaction, one prepared insert), not through the API: 100,000 rows in
 * about a second instead of minutes. The server must be stopped meanwhile.
 */
import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Seeded {
  serviceIds: number[];
  bannerIds: { first: number; last: number };
}

export const BENCH_PHOTO = 'uploads/banner/bench.png';

/**
 * Some rows are in the trash, as in a table in use, so that the lists, reads and attached relations of both
 * servers must leave them out (and the count must not count them): every TRASH_EVERY-th banner
 * (`(id - first) % TRASH_EVERY === TRASH_EVERY - 1`) and the last service.
 */
export const TRASH_EVERY = 97;
export const inTrash = (id: number, first: number) => (id - first) % TRASH_EVERY === TRASH_EVERY - 1;
const TRASH_SQL = `UPDATE banners SET deleted_at = ? WHERE (id - ?) % ${TRASH_EVERY} = ${TRASH_EVERY - 1}`;
const TRASH_SERVICE_SQL = 'UPDATE services SET deleted_at = ? WHERE id = ?';

/** The statements that put the seed's trash in place, on either database, with the ids the seed got. */
export function trashStatements(seeded: Seeded, now: string): [string, (string | number)[]][] {
  return [
    [TRASH_SQL, [now, seeded.bannerIds.first]],
    [TRASH_SERVICE_SQL, [now, seeded.serviceIds.at(-1)!]],
  ];
}

/** `now`: the rows' created_at/updated_at, the same on both databases (the check compares them). */
export function seedBanners(dbFile: string, uploadsDir: string, rows: number, photo: Buffer, now: string): Seeded {
  const db = new Database(dbFile);
  try {
    const insertService = db.prepare('INSERT INTO services (name, slug, display_order, featured, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)');
    const insertBanner = db.prepare('INSERT INTO banners (title, sub_title, body, photo, service_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const seed = db.transaction(() => {
      const serviceIds = Array.from({ length: 20 }, (_, i) => Number(insertService.run(`Bench service ${i}`, `bench-service-${i}`, i, now, now).lastInsertRowid));
      let first = 0;
      let last = 0;
      for (let i = 0; i < rows; i++) {
        const serviceId = serviceIds[i % serviceIds.length]!;
        last = Number(insertBanner.run(`Banner ${i}`, `Subtitle of banner ${i}`, `<p>The body of banner ${i}, with <strong>rich</strong> text.</p>`, BENCH_PHOTO, serviceId, now, now).lastInsertRowid);
        if (i === 0) first = last;
      }
      const seeded = { serviceIds, bannerIds: { first, last } };
      for (const [sql, bindings] of trashStatements(seeded, now)) db.prepare(sql).run(...bindings);
      return seeded;
    });
    const seeded = seed();
    mkdirSync(path.join(uploadsDir, 'banner'), { recursive: true });
    writeFileSync(path.join(uploadsDir, BENCH_PHOTO.slice('uploads/'.length)), photo);
    return seeded;
  } finally {
    db.close(); // checkpoints the WAL into the file, so a plain copy of it is complete
  }
}
