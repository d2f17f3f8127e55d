/**
 * `POST /api/<name>/import` (multipart, a CSV file): each row creates a
 * record, or updates one found by its `id` column or by a unique field (an
 * email, a slug). Every row goes through the same code as the single-record
 * routes (the entity's zod schema, relation checks, the account guard, the
 * audit log), inside ONE transaction: with `dryRun` it is always rolled back
 * and the answer is the preview; without, one bad row rolls back every row.
 */
import type { Knex } from 'knex';
import type { ZodObject } from 'zod';
import { serverKinds } from '../../kinds/registry/server';
import type { ImportResult, ImportRowResult } from '../../runtime-shared/import-result';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { CsvError, parseCsv } from '../csv/parse';
import { fromDatabaseError } from '../http/database-errors';
import { APIError, badRequest } from '../http/errors';
import { cellValue, IGNORED_HEADERS, importableField } from './csv-columns';
import type { Row } from './serialize';
import type { Caller } from '../local-api/caller';
import { transaction } from '../local-api/after-commit';
import { create, update } from '../local-api/operations';
import type { LocalServices } from './action-hooks';

/** Rows one file may hold: the import is one transaction, which holds the database meanwhile. */
export const MAX_IMPORT_ROWS = 1000;

export interface ImportOptions {
  /** The app's services: each row is written through the local API (local-api/operations.ts). */
  services: LocalServices;
  meta: EntityMeta;
  createSchema: ZodObject;
  updateSchema: ZodObject;
  csv: string;
  dryRun: boolean;
  caller: Caller;
  /** Whether the caller may update records (rows matching an existing record need it). */
  mayUpdate: boolean;
}

interface Columns {
  id?: number;
  fields: { index: number; field: FieldMeta }[];
  ignored: string[];
}

function readHeader(meta: EntityMeta, header: string[]): Columns {
  const columns: Columns = { fields: [], ignored: [] };
  header.forEach((raw, index) => {
    const name = raw.trim();
    const field = importableField(meta, name);
    if (name === 'id') columns.id = index;
    else if (field) columns.fields.push({ index, field });
    else if (IGNORED_HEADERS.includes(name) || meta.fields.some((f) => f.name === name)) columns.ignored.push(name);
    else throw badRequest(`Unknown column "${name}"`, { file: `Unknown column "${name}"; the columns are the field names, as an export writes them` });
  });
  return columns;
}

/** The existing record a row names: by id, else by a unique field's value; `undefined`: a new record. */
async function target(trx: Knex, meta: EntityMeta, idText: string | undefined, body: Row): Promise<{ id: number } | { error: string } | undefined> {
  const idValue = idText?.trim();
  if (idValue) {
    const id = /^[1-9][0-9]{0,9}$/.test(idValue) ? Number(idValue) : NaN;
    const found = Number.isNaN(id) ? undefined : await trx<Row>(meta.table).where({ id }).first('id');
    return found ? { id } : { error: `No ${meta.label.toLowerCase()} with id ${idValue}` };
  }
  for (const field of meta.fields.filter((f) => f.unique)) {
    const value = body[field.name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const wanted = serverKinds[field.kind].storedForm?.(value) ?? value.trim();
    const found = await trx<Row>(meta.table).where(field.name, wanted).first('id');
    if (found) return { id: Number(found.id) };
  }
  return undefined;
}

/** One row, written in its own savepoint (the local API's create and update open one inside `trx`). */
async function importRow(trx: Knex.Transaction, o: ImportOptions, columns: Columns, cells: string[], row: number): Promise<ImportRowResult> {
  const body: Row = {};
  const fields: Record<string, string> = {};
  for (const { index, field } of columns.fields) {
    if (index >= cells.length) continue;
    const cell = await cellValue(trx, field, cells[index]!);
    if ('error' in cell) fields[field.name] = cell.error;
    else body[field.name] = cell.value;
  }
  const found = await target(trx, o.meta, columns.id === undefined ? undefined : cells[columns.id], body);
  if (found && 'error' in found) fields.id = found.error;
  if (found && 'id' in found && !o.mayUpdate) fields.id = `Your role may not update ${o.meta.pluralLabel.toLowerCase()}`;
  if (Object.keys(fields).length) return { row, result: 'invalid', fields };
  const entity = { meta: o.meta, createSchema: o.createSchema, updateSchema: o.updateSchema };
  try {
    if (found && 'id' in found) {
      await update(o.services, entity, found.id, body, { caller: o.caller, trx });
      return { row, result: 'updated', id: found.id };
    }
    const created = await create(o.services, entity, body, { caller: o.caller, trx });
    return { row, result: 'created', ...(o.dryRun ? {} : { id: Number(created.id) }) };
  } catch (error) {
    const known = error instanceof APIError ? error : fromDatabaseError(error);
    if (!known || known.status >= 500) throw error;
    return { row, result: 'invalid', fields: known.fields ?? { _: known.message } };
  }
}

/** Thrown to roll the transaction back once the results are known (a dry run, or a bad row). */
class RolledBack extends Error {
  constructor(readonly results: ImportRowResult[]) {
    super('rolled back');
  }
}

export async function runImport(o: ImportOptions): Promise<ImportResult> {
  let table: string[][];
  try {
    table = parseCsv(o.csv);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file is not valid CSV: ${error.message}`, { file: error.message });
    throw error;
  }
  const [header, ...data] = table;
  if (!header || data.length === 0) throw badRequest('The file has no rows to import', { file: 'A header line and at least one row are needed' });
  if (data.length > MAX_IMPORT_ROWS) throw badRequest(`The file has more than ${MAX_IMPORT_ROWS} rows; split it`, { file: `At most ${MAX_IMPORT_ROWS} rows` });
  const columns = readHeader(o.meta, header);
  let results: ImportRowResult[];
  try {
    // Hooks' after-commit effects (mail) wait for the commit of every row; a dry run or a bad row sends none.
    results = await transaction(o.services.db, async (trx) => {
      const out: ImportRowResult[] = [];
      for (const [i, cells] of data.entries()) out.push(await importRow(trx, o, columns, cells, i + 1));
      if (o.dryRun || out.some((r) => r.result === 'invalid')) throw new RolledBack(out);
      return out;
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    results = error.results;
  }
  const count = (result: ImportRowResult['result']) => results.filter((r) => r.result === result).length;
  const invalid = results.filter((r) => r.result === 'invalid');
  if (!o.dryRun && invalid.length) {
    // Keyed `<row>.<field>`, as zod names nested fields: every bad row and what is wrong with it.
    const fields = Object.fromEntries(invalid.flatMap((r) => Object.entries(r.fields ?? {}).map(([f, m]) => [`${r.row}.${f}`, m])));
    throw badRequest(`${invalid.length} of ${results.length} rows have errors; nothing was imported`, fields);
  }
  return { dryRun: o.dryRun, created: count('created'), updated: count('updated'), invalid: invalid.length, ignored: columns.ignored, rows: results };
}
