/** The rows the write benchmarks (writes.ts, http-writes.ts) work on: one service and 1,000 banners of it. */
import type { Knex } from 'knex';

export async function seedBenchBanners(db: Knex): Promise<{ serviceId: number; ids: number[] }> {
  const now = new Date().toISOString();
  const [service] = await db('services').insert({ name: 'Bench service', created_at: now, updated_at: now }).returning<{ id: number }[]>('id');
  const serviceId = service!.id;
  const banners = Array.from({ length: 1000 }, (_, i) => ({ title: `Banner ${i}`, sub_title: 'Sub', service_id: serviceId, photo: 'uploads/banner/a.png', created_at: now, updated_at: now }));
  await db.batchInsert('banners', banners, 200);
  const ids = (await db('banners').select<{ id: number }[]>('id')).map((r) => r.id);
  return { serviceId, ids };
}
