/**
 * The rows the in-process benchmarks (writes.ts, http-cost.ts) work on: 1,000 banners over `services` services in
 * turn (20, as bench/seed.ts, gives a list's page some twenty related records to attach).
 */
import type { Knex } from 'knex';

export async function seedBenchBanners(db: Knex, services = 1): Promise<{ serviceId: number; ids: number[] }> {
  const now = new Date().toISOString();
  const serviceIds: number[] = [];
  for (let i = 0; i < services; i++) {
    const [service] = await db('services').insert({ name: `Bench service ${i}`, created_at: now, updated_at: now }).returning<{ id: number }[]>('id');
    serviceIds.push(service!.id);
  }
  const serviceId = serviceIds[0]!;
  const banners = Array.from({ length: 1000 }, (_, i) => ({ title: `Banner ${i}`, sub_title: 'Sub', service_id: serviceIds[i % services]!, photo: 'uploads/banner/a.png', created_at: now, updated_at: now }));
  await db.batchInsert('banners', banners, 200);
  const ids = (await db('banners').select<{ id: number }[]>('id')).map((r) => r.id);
  return { serviceId, ids };
}
