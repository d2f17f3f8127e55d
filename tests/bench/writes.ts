/**
 * `npx tsx tests/bench/writes.ts [calls]`: the CPU cost of the benchmark's two JSON writes through the local API
 * (runtime-server/local-api/), without HTTP: a staff update of a banner (as `PUT /api/banner/:id`) and a staff
 * create of a contact (as `POST /api/contact`), each with its audit entry, on a test server's SQLite file (1,000
 * banners). Beside them, the ceiling's own code for the same writes (bench/ceiling/banners.ts: better-sqlite3
 * alone, the same rows and audit entries) on the same connection: the floor. CPU time of this process, in µs a
 * write: the least and the median of 5 runs after one to warm up (docs/performance.md, "Writes").
 */
import type { Database } from 'better-sqlite3';
import { localApiRegistry } from '../../generated/server/local-api';
import { bannerQueries } from '../../bench/ceiling/banners';
import { findAccountWithSecrets } from '../../runtime-server/auth/accounts';
import type { LocalServices } from '../../runtime-server/crud/action-hooks';
import * as op from '../../runtime-server/local-api/operations';
import { seedBenchBanners } from './bench-data';
import { ADMIN, startTestServer } from '../helpers/server';

const CALLS = Number(process.argv[2] ?? 2000);
const server = await startTestServer();
try {
  const { serviceId, ids } = await seedBenchBanners(server.db);
  const adminRow = await server.db('users').where({ email: ADMIN.email }).first<{ id: number } | undefined>('id');
  const admin = (await findAccountWithSecrets(server.db, adminRow!.id))!.user;
  const services = server.context as LocalServices;
  const targets = localApiRegistry as unknown as Record<string, op.EntityTarget>;
  let n = 0;
  const nextId = () => ids[(n += 7) % ids.length]!;
  const update = { title: 'Updated by the benchmark', sub_title: 'Still a banner', service_id: serviceId };
  const contact = { name: 'Bench Client', email: 'bench@example.com', subject: 'A question', message: 'Could you call me back?', service_id: serviceId };

  async function cost(name: string, write: () => unknown): Promise<void> {
    const runs: number[] = [];
    for (let run = 0; run < 6; run++) {
      const started = process.cpuUsage();
      for (let i = 0; i < CALLS; i++) await write();
      const used = process.cpuUsage(started);
      if (run > 0) runs.push((used.user + used.system) / CALLS); // run 0 warms the JIT up
    }
    runs.sort((a, b) => a - b);
    console.log(`${name.padEnd(40)} least ${runs[0]!.toFixed(1).padStart(6)} µs, median ${runs[2]!.toFixed(1).padStart(6)} µs`);
  }

  await cost('ours: update a banner (local API)', () => op.update(services, targets.banner!, nextId(), { ...update, title: `Updated ${n}` }, { caller: admin, partial: false }));
  await cost('ours: create a contact (local API)', () => op.create(services, targets.contact!, contact, { caller: admin }));
  // The floor: the ceiling's statements for the same writes, on the connection the server's knex holds.
  const client = server.db.client as { acquireConnection(): Promise<Database>; releaseConnection(c: unknown): Promise<void> };
  const connection = await client.acquireConnection();
  const ceiling = bannerQueries(connection, true);
  const account = { id: admin.id, email: admin.email, admin: true };
  await cost('ceiling: update a banner', () => ceiling.serviceExists(serviceId) && ceiling.update(nextId(), { ...update, title: `Updated ${n}` }, account));
  await cost('ceiling: create a contact', () => ceiling.serviceExists(serviceId) && ceiling.insertContact(contact, account));
  await client.releaseConnection(connection);
} finally {
  await server.close();
}
