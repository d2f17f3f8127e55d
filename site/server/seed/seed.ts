/**
 * Seeds demo content once: each part only when its table is empty, so a
 * restart never duplicates anything and an operator's deletions stay deleted
 * until the table is empty again.
 */
import type { Knex } from 'knex';
import { storeFile } from '../../../runtime-server/uploads/storage';
import { DEMO_BANNERS, DEMO_SERVICES } from './demo-content';
import { gradientPng } from './png';

const isEmpty = async (db: Knex, table: string) => Number((await db(table).count({ n: '*' }).first())?.n ?? 0) === 0;

export async function seedDemoContent(db: Knex, uploadsDir: string): Promise<string[]> {
  const seeded: string[] = [];
  const now = new Date().toISOString();
  if (await isEmpty(db, 'services')) {
    await db('services').insert(DEMO_SERVICES.map((s) => ({ ...s, created_at: now, updated_at: now })));
    seeded.push(`${DEMO_SERVICES.length} services`);
  }
  if (await isEmpty(db, 'banners')) {
    for (const b of DEMO_BANNERS) {
      const service = await db('services').where({ name: b.service }).first('id');
      if (!service) continue;
      const photo = await storeFile(uploadsDir, 'banner', gradientPng(1200, 480, ...b.colours), 'png');
      await db('banners').insert({ title: b.title, sub_title: b.sub_title, body: b.body, service_id: service.id, photo, created_at: now, updated_at: now });
    }
    seeded.push(`${DEMO_BANNERS.length} banners`);
  }
  return seeded;
}
