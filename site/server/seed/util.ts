/**
 * Shared helpers of the demo-content seed: the "only into an empty table"
 * rule, the writes, dates relative to the seeding moment, and demo pictures
 * and documents. Every record is written through the local API's operations
 * as `system('demo content')`, exactly as a back-office edit or the shop's
 * checkout writes one (docs/local-api.md, "Seeds"): validated by its entity's
 * schema, its rules and hooks run (a paid order takes its stock, the search
 * index follows), and it has an audit entry and a history from its first
 * version. The pictures and documents are uploads, checked and re-encoded as
 * a client's are. No module of the seed writes a table itself.
 */
import type { Knex } from 'knex';
import { records, type EntityTypeMap } from '../../../generated/server/local-api';
import type { LocalServices } from '../../../runtime-server/crud/action-hooks';
import { APIError } from '../../../runtime-server/http/errors';
import { system } from '../../../runtime-server/local-api/caller';
import type { Stamps } from '../../../runtime-server/local-api/operations';
import { addDays, todayIn } from '../../../runtime-shared/site-time';
import { simplePdf } from './pdf';
import { gradientPng, type Rgb } from './png';

export interface SeedContext {
  /** The app's services (its context): the local API writes with them, and runs the app's hooks. */
  services: LocalServices;
  /** The seeding moment as an ISO 8601 string: the demo's dates are relative to it. */
  now: string;
  /** The seed's transaction: every write joins it (and a part reads through it, its `db`). */
  trx: Knex.Transaction;
}

/** One part of the demo content: writes its records and names what it seeded, e.g. `["6 services"]`. `db`: the seed's transaction. */
export type SeedPart = (db: Knex, ctx: SeedContext) => Promise<string[]>;

/** Who writes the demo content: its audit entries and history read "system: demo content". */
export const DEMO_CONTENT = system('demo content');

export const isEmpty = async (db: Knex, table: string): Promise<boolean> =>
  Number((await db(table).count({ n: '*' }).first())?.n ?? 0) === 0;

export type Entity = Extract<keyof EntityTypeMap, string>;
/**
 * A record's fields as the seed gives them: names checked by the compiler, values by the entity's schema when
 * written (the generated input types mark as required the fields a default or an upload fills, so every key is optional here).
 */
export type Input<N extends Entity> = Partial<EntityTypeMap[N]['input']>;
type Rec<N extends Entity> = EntityTypeMap[N]['record'];

/** A demo file, as a browser would upload it. */
export interface DemoFile {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

/** Files for the write's file fields, by field: in the shape multer gives a route (`req.files`), so they take the upload path. */
const filesOf = (files: Record<string, DemoFile>) =>
  Object.fromEntries(Object.entries(files).map(([field, f]) => [field, [{ fieldname: field, originalname: f.originalname, encoding: '7bit', mimetype: f.mimetype, size: f.buffer.length, buffer: f.buffer }]]));

export interface DemoWrite {
  /** Uploads for the record's file fields (`png`, `pdf`). */
  files?: Record<string, DemoFile>;
  /** The record's own creation time (an order placed days ago); only the system may give it. */
  stamps?: Stamps;
}

/** A refused write stops the seed, naming the entity, the status and each field the API named. */
async function demoWrite<T>(entity: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const fields = Object.entries(error.fields ?? {}).map(([field, problem]) => `${field}: ${problem}`);
    throw new Error(`demo seed: a ${entity} was refused (${error.status} ${error.message})${fields.length ? `: ${fields.join('; ')}` : ''}`, { cause: error });
  }
}

/** Creates a record as the demo content's system caller; answers it as the API does. */
export function create<N extends Entity>(ctx: SeedContext, entity: N, input: Input<N>, o: DemoWrite = {}): Promise<Rec<N>> {
  return demoWrite(entity, () =>
    records(ctx.services).create(entity, input as EntityTypeMap[N]['input'], { caller: DEMO_CONTENT, trx: ctx.trx, ...(o.files ? { files: filesOf(o.files) } : {}), ...(o.stamps ? { stamps: o.stamps } : {}) }),
  );
}

/** Creates records in order and answers them, in the same order. */
export async function createAll<N extends Entity>(ctx: SeedContext, entity: N, inputs: Input<N>[]): Promise<Rec<N>[]> {
  const created: Rec<N>[] = [];
  for (const input of inputs) created.push(await create(ctx, entity, input));
  return created;
}

/** Changes a record (`locale`: writes another locale's translations of its localized fields). */
export function update<N extends Entity>(ctx: SeedContext, entity: N, id: number, input: Input<N>, o: { locale?: string } = {}): Promise<Rec<N>> {
  return demoWrite(entity, () => records(ctx.services).update(entity, id, input, { caller: DEMO_CONTENT, trx: ctx.trx, ...(o.locale ? { locale: o.locale } : {}) }));
}

/** Runs a declared action (an order's `complete`), with its guard and hooks. */
export function runAction<N extends Entity>(ctx: SeedContext, entity: N, id: number, action: EntityTypeMap[N]['actions']): Promise<Rec<N>> {
  return demoWrite(entity, () => records(ctx.services).runAction(entity, id, action, { caller: DEMO_CONTENT, trx: ctx.trx }));
}

/** Saves a singleton entity's one record (about-data). */
export function saveSingleton<N extends Entity>(ctx: SeedContext, entity: N, input: Input<N>, o: Pick<DemoWrite, 'files'> = {}): Promise<Rec<N>> {
  return demoWrite(entity, () => records(ctx.services).saveSingleton(entity, input as EntityTypeMap[N]['input'], { caller: DEMO_CONTENT, trx: ctx.trx, ...(o.files ? { files: filesOf(o.files) } : {}) }));
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

/** A gradient PNG to upload, named `<name>.png`. */
export const png = (name: string, width: number, height: number, colours: [Rgb, Rgb]): DemoFile => ({ buffer: gradientPng(width, height, ...colours), mimetype: 'image/png', originalname: `${name}.png` });

/** A one-page PDF to upload, named `<name>.pdf` (a private file field keeps it private). */
export const pdf = (name: string, title: string, lines: string[]): DemoFile => ({ buffer: simplePdf(title, lines), mimetype: 'application/pdf', originalname: `${name}.pdf` });

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
