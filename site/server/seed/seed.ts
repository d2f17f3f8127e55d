/**
 * Seeds demo content once: each part only when its table is empty, so a
 * restart never duplicates anything and an operator's deletions stay deleted
 * until the table is empty again. Parts run in dependency order: a part's
 * relations point at rows an earlier part made (or an operator kept). Every
 * record is written through the local API with the app's services (util.ts).
 */
import { seedCareers } from '../../careers/seed';
import { seedContent } from './content';
import { seedOutreach } from './outreach';
import { seedPages } from './pages';
import { seedPeople } from './people';
import { seedRoles, seedUsers } from './roles';
import { seedShop } from '../../shop/seed';
import { records } from '../../../generated/server/local-api';
import type { LocalServices } from '../../../runtime-server/crud/action-hooks';
import type { SeedPart } from './util';

/** In dependency order: roles → users → services, … → shop (customers) → careers (accounts) → outreach (services) → content pages and pricing. */
export const SEED_PARTS: readonly SeedPart[] = [seedRoles, seedUsers, seedContent, seedPeople, seedShop, seedCareers, seedOutreach, seedPages];

/** `services`: the app's context (its database, uploads and hooks); answers what was seeded, e.g. `["6 services", ...]`. */
export async function seedDemoContent(services: LocalServices, now = new Date().toISOString()): Promise<string[]> {
  // One transaction for all of it: a refused row leaves no half-seeded demo, and PostgreSQL commits once
  // instead of after each of some 200 writes (each write is a savepoint of it).
  return records(services).transaction(async (trx) => {
    const seeded: string[] = [];
    for (const part of SEED_PARTS) seeded.push(...(await part(trx, { services, now, trx })));
    return seeded;
  });
}
