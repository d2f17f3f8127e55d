/**
 * Seeds demo content once: each part only when its table is empty, so a
 * restart never duplicates anything and an operator's deletions stay deleted
 * until the table is empty again. Parts run in dependency order: a part's
 * relations point at rows an earlier part made (or an operator kept).
 */
import type { Knex } from 'knex';
import { seedCareers } from '../../careers/seed';
import { seedContent } from './content';
import { seedOutreach } from './outreach';
import { seedPages } from './pages';
import { seedPeople } from './people';
import { seedRoles, seedUsers } from './roles';
import { seedShop } from '../../shop/seed';
import type { UploadStore } from '../../../runtime-server/uploads/store';
import type { SeedPart } from './util';

/** In dependency order: roles → users → services, … → shop (customers) → careers (accounts) → outreach (services) → content pages and pricing. */
export const SEED_PARTS: readonly SeedPart[] = [seedRoles, seedUsers, seedContent, seedPeople, seedShop, seedCareers, seedOutreach, seedPages];

export async function seedDemoContent(db: Knex, uploads: UploadStore, now = new Date().toISOString()): Promise<string[]> {
  const seeded: string[] = [];
  for (const part of SEED_PARTS) seeded.push(...(await part(db, { uploads, now })));
  return seeded;
}
