/**
 * Shared helpers of the demo-content seed: the "only into an empty table"
 * rule, inserting with ids on SQLite and PostgreSQL alike, dates relative to
 * the seeding moment, and demo pictures and documents. Every row goes through
 * the local API's bulk-load path (runtime-server/local-api/load.ts): parsed by
 * its entity's create schema and stored in the column form `create` stores,
 * so bad seed data fails loudly. No module of the seed writes a table itself.
 */
import type { Knex } from 'knex';
import { localApiRegistry } from '../../../generated/server/local-api';
import { load, loadLinks, type LoadOptions } from '../../../runtime-server/local-api/load';
import { addDays, todayIn } from '../../../runtime-shared/site-time';
import type { EntityTarget } from '../../../runtime-server/local-api/operations';
import { storeFile } from '../../../runtime-server/uploads/storage';
import type { UploadStore } from '../../../runtime-server/uploads/store';
import { simplePdf } from './pdf';
import { gradientPng, type Rgb } from './png';

export interface SeedContext {
  uploads: UploadStore;
  /** The seeding moment as an ISO 8601 string; every created_at/updated_at gets it. */
  now: string;
}

/** One part of the demo content: inserts its rows and names what it seeded, e.g. `["6 services"]`. */
export type SeedPart = (db: Knex, ctx: SeedContext) => Promise<string[]>;

export const isEmpty = async (db: Knex, table: string): Promise<boolean> =>
  Number((await db(table).count({ n: '*' }).first())?.n ?? 0) === 0;

/** created_at and updated_at for a row. */
export const stamps = (ctx: SeedContext) => ({ created_at: ctx.now, updated_at: ctx.now });

const byTable = new Map<string, EntityTarget>(Object.values(localApiRegistry).map((t) => [t.meta.table, t]));

/** The entity whose table this is; a seed writes only entities' tables. */
function entityOf(table: string): EntityTarget {
  const target = byTable.get(table);
  if (!target) throw new Error(`demo seed: ${table} is no entity's table`);
  return target;
}

/** Inserts one row, checked by its entity's schema, and answers its id; `stored`: fields given in column form (a password hash). */
export const insertOne = async (db: Knex, table: string, row: Record<string, unknown>, options?: LoadOptions): Promise<number> => load(db, entityOf(table), row, options);

/** Links a seeded row to others through a many-to-many field (`question_ids` of an exam). */
export const linkAll = async (db: Knex, table: string, field: string, id: number, targets: number[]): Promise<void> => loadLinks(db, entityOf(table), field, id, targets);

/** Inserts rows in order and answers their ids, in the same order. */
export async function insertAll(db: Knex, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) ids.push(await insertOne(db, table, row));
  return ids;
}

/** The id of the row whose `column` equals `value`; throws when the seed's own data is inconsistent. */
export async function idOf(db: Knex, table: string, column: string, value: string | number): Promise<number> {
  const row = await db<{ id: number }>(table).where(column, value).first('id');
  if (!row) throw new Error(`demo seed: no ${table} row with ${column} = ${String(value)}`);
  return Number(row.id);
}

const DAY = 24 * 60 * 60 * 1000;

/** The ISO moment `days` days (may be negative or fractional) from the seeding moment. */
export const moment = (ctx: SeedContext, days: number): string => new Date(Date.parse(ctx.now) + days * DAY).toISOString();

/** The calendar date (YYYY-MM-DD) `days` whole days from the seeding day in the site's zone (SITE_TIME_ZONE). */
export const day = (ctx: SeedContext, days: number): string => addDays(todayIn(new Date(ctx.now)), days);

/** A gradient PNG stored under the entity's upload folder; answers the stored path. */
export const picture = (ctx: SeedContext, entity: string, width: number, height: number, colours: [Rgb, Rgb]): Promise<string> =>
  storeFile(ctx.uploads, entity, gradientPng(width, height, ...colours), 'png');

/** A one-page PDF stored under the entity's upload folder (or its private one, for private file fields); answers the stored path. */
export const pdfDocument = (ctx: SeedContext, entity: string, title: string, lines: string[], visibility: 'public' | 'private' = 'public'): Promise<string> =>
  storeFile(ctx.uploads, entity, simplePdf(title, lines), 'pdf', visibility);

/** A handful of calm brand colour pairs for demo pictures. */
export const PALETTE: [Rgb, Rgb][] = [
  [[30, 64, 175], [56, 189, 248]],
  [[88, 28, 135], [236, 72, 153]],
  [[6, 78, 59], [52, 211, 153]],
  [[124, 45, 18], [251, 191, 36]],
  [[15, 23, 42], [100, 116, 139]],
  [[8, 51, 68], [45, 212, 191]],
  [[76, 29, 149], [129, 140, 248]],
  [[127, 29, 29], [248, 113, 113]],
];

export const colours = (i: number): [Rgb, Rgb] => PALETTE[i % PALETTE.length]!;
