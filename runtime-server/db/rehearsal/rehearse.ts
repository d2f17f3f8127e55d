/**
 * `npm run migrate -- --rehearse`: the pending migrations applied to a copy of the live database
 * (copy.ts), one at a time, timed, each compared with the rows as they were before it (findings.ts);
 * then rolled back on the copy, timed too. The live database is only read, to copy it.
 *
 * The rows "as they were before" come from a checkpoint: a second copy taken before each migration,
 * because PostgreSQL cuts strings to a narrowed length as it converts them, so after the migration
 * the copy no longer shows what was lost.
 */
import type { Knex } from 'knex';
import { connectDatabase, isPostgres } from '../connect';
import { freeMigrationLock } from '../migration-lock';
import { migrateOne, migrationStatus, type Migration } from '../migration-source';
import { copyDatabase } from './copy';
import { changeFindings, failureFindings, type Finding } from './findings';
import { describeColumn, readSchema, type Schema } from './schema';

export interface StepResult {
  name: string;
  ms: number;
  /** The error that failed it (the migration's changes were rolled back). */
  error?: string;
  /** The statement that failed, when the database refused one. */
  statement?: string;
  findings: Finding[];
}

export interface Rehearsal {
  /** How the copy was made. */
  copy: string;
  steps: StepResult[];
  /** Pending migrations not tried: an earlier one failed. */
  notRun: string[];
  rollback: { name: string; ms: number; error?: string }[];
  /** Differences between the schema before the migrations and after their rollback. */
  rollbackLeaves: string[];
  /** Nothing failed, no finding is a problem, and the rollback ran through. */
  ok: boolean;
}

const elapsed = (start: bigint) => Math.round(Number(process.hrtime.bigint() - start) / 1e6);

export async function rehearseMigrations(url: string, migrations: Migration[]): Promise<Rehearsal> {
  const copy = await copyDatabase(url);
  let db = connectDatabase({ url: copy.url });
  let failedStatement: string | undefined;
  const watch = (k: Knex) => k.on('query-error', (_error: unknown, query: { sql?: string }) => void (failedStatement = query.sql));
  watch(db);
  const result: Rehearsal = { copy: copy.how, steps: [], notRun: [], rollback: [], rollbackLeaves: [], ok: true };
  try {
    // A lock held on the live database (a migration running there now) is copied too; the copy is ours alone.
    await freeMigrationLock(db);
    const { pending } = await migrationStatus(db, migrations);
    const start = await readSchema(db);
    let schema = start;
    const applied: string[] = [];
    for (const [i, name] of pending.entries()) {
      // PostgreSQL copies a database only while no one is connected to it.
      if (isPostgres(db)) await db.destroy();
      const checkpoint = await copyDatabase(copy.url, { template: true });
      if (isPostgres(db)) watch((db = connectDatabase({ url: copy.url })));
      try {
        failedStatement = undefined;
        const began = process.hrtime.bigint();
        let error: string | undefined;
        try {
          await migrateOne(db, migrations, 'up');
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
        const ms = elapsed(began);
        if (error !== undefined) {
          // Set by the query-error listener (TypeScript cannot see a callback's assignment).
          const statement = failedStatement as string | undefined;
          // knex's message repeats the statement in front of the database's own words.
          if (statement && error.startsWith(`${statement} - `)) error = error.slice(statement.length + 3);
          const findings = await failureFindings(db, statement, error, schema);
          result.steps.push({ name, ms, error, ...(statement ? { statement } : {}), findings });
          result.notRun = pending.slice(i + 1);
          break;
        }
        applied.push(name);
        const after = await readSchema(db);
        const before = connectDatabase({ url: checkpoint.url });
        try {
          result.steps.push({ name, ms, findings: await changeFindings(before, schema, after) });
        } finally {
          await before.destroy();
        }
        schema = after;
      } finally {
        await checkpoint.drop();
      }
    }
    for (const name of [...applied].reverse()) {
      const began = process.hrtime.bigint();
      try {
        await migrateOne(db, migrations, 'down');
        result.rollback.push({ name, ms: elapsed(began) });
      } catch (e) {
        result.rollback.push({ name, ms: elapsed(began), error: e instanceof Error ? e.message : String(e) });
        break;
      }
    }
    if (applied.length > 0 && result.rollback.every((r) => !r.error)) result.rollbackLeaves = schemaDifferences(start, await readSchema(db));
  } finally {
    await db.destroy();
    await copy.drop();
  }
  result.ok = result.steps.every((s) => !s.error && s.findings.every((f) => f.severity !== 'problem')) && result.rollback.every((r) => !r.error);
  return result;
}

/** Tables and columns that are not as they were: what a rollback did not bring back. */
function schemaDifferences(before: Schema, after: Schema): string[] {
  const out: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!after[table]) out.push(`table ${table} is missing`);
    else if (!before[table]) out.push(`table ${table} is left over`);
    else {
      for (const column of new Set([...Object.keys(before[table]), ...Object.keys(after[table])])) {
        const a = before[table][column];
        const b = after[table][column];
        if (!b) out.push(`${table}.${column} is missing`);
        else if (!a) out.push(`${table}.${column} is left over`);
        else if (describeColumn(a) !== describeColumn(b) || a.nullable !== b.nullable) {
          const show = (c: typeof a) => `${describeColumn(c)} ${c.nullable ? 'NULL' : 'NOT NULL'}`;
          out.push(`${table}.${column} is ${show(b)}, was ${show(a)}`);
        }
      }
    }
  }
  return out;
}
