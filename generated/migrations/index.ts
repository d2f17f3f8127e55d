// Generated from entities/*.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { Migration } from '../../runtime-server/db/migration-source';
import * as m0001 from './0001_create_32_tables';
import * as m0002 from './0002_create_pages_pricing_plans';

export const migrations: Migration[] = [
  { name: '0001_create_32_tables', ...m0001 },
  { name: '0002_create_pages_pricing_plans', ...m0002 },
];
