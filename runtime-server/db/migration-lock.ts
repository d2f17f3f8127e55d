/**
 * knex's migration lock (one row in `knex_migrations_lock`), made safe for
 * several processes starting at once and for a migration that was killed:
 *
 * - knex creates its two tables and the lock row on first use with a
 *   check-then-create, so two processes starting together on an empty
 *   database can both create them (one crashes on "already exists") or insert
 *   two lock rows (then nobody can ever take the lock). `ensureMigrationTables`
 *   creates them first, tolerating the other process winning, with the lock
 *   row at a fixed key so that a second insert is ignored.
 * - knex lists the pending migrations before it takes its lock, and with
 *   migrations that run outside one wrapping transaction (ours:
 *   `transaction: false`) it does not list them again once it holds it. A
 *   process that listed while another was migrating then runs a migration
 *   the other already ran ("table already exists"). So `whileLocked` holds a
 *   lock of its own (`migration_runner_lock`) around knex's whole call,
 *   listing included.
 * - knex answers a held lock with an error at once. `whileLocked` waits for
 *   it (the other process is migrating) up to a bound, then fails naming
 *   `npm run migrate:unlock`, the way out when the holder was killed.
 */
import type { Knex } from 'knex';

export const MIGRATION_TABLE = 'knex_migrations';
export const LOCK_TABLE = 'knex_migrations_lock';
export const RUNNER_LOCK_TABLE = 'migration_runner_lock';

/** How long a start or `npm run migrate` waits for another process's migration. */
export const DEFAULT_LOCK_WAIT_MS = 60_000;

async function createIgnoringRace(db: Knex, table: string, build: (t: Knex.CreateTableBuilder) => void): Promise<void> {
  if (await db.schema.hasTable(table)) return;
  try {
    await db.schema.createTable(table, build);
  } catch (error) {
    if (!(await db.schema.hasTable(table))) throw error; // a real failure, not the other process being first
  }
}

/** Creates knex's migration tables (the same columns knex gives them) and the one lock row. */
export async function ensureMigrationTables(db: Knex): Promise<void> {
  await createIgnoringRace(db, MIGRATION_TABLE, (t) => {
    t.increments();
    t.string('name');
    t.integer('batch');
    t.timestamp('migration_time');
  });
  await createIgnoringRace(db, LOCK_TABLE, (t) => {
    t.increments('index').primary();
    t.integer('is_locked');
  });
  // Read first: a process waiting for the lock polls here, and even a write that changes nothing takes SQLite's
  // write lock for a moment, which fails the migrating process's transaction as it turns from reading to writing.
  if ((await db(LOCK_TABLE).first()) && (await db.schema.hasTable(RUNNER_LOCK_TABLE)) && (await db(RUNNER_LOCK_TABLE).first())) return;
  // One statement, so two processes cannot both see the table empty; the key makes a second insert a no-op.
  await db.raw(`INSERT INTO ?? ("index", is_locked) SELECT 1, 0 WHERE NOT EXISTS (SELECT 1 FROM ??) ON CONFLICT ("index") DO NOTHING`, [
    LOCK_TABLE,
    LOCK_TABLE,
  ]);
  await createIgnoringRace(db, RUNNER_LOCK_TABLE, (t) => {
    t.integer('id').primary();
    t.integer('is_locked').notNullable();
  });
  await db.raw('INSERT INTO ?? (id, is_locked) VALUES (1, 0) ON CONFLICT (id) DO NOTHING', [RUNNER_LOCK_TABLE]);
}

/**
 * Takes the runner lock in one statement (only one process can turn 0 into 1), or fails as a held lock. A held
 * lock is seen by reading, without the write (see ensureMigrationTables).
 */
async function takeRunnerLock(db: Knex): Promise<void> {
  const held = (await db(RUNNER_LOCK_TABLE).where({ id: 1, is_locked: 1 }).first()) !== undefined;
  const taken = held ? 0 : await db(RUNNER_LOCK_TABLE).where({ id: 1, is_locked: 0 }).update({ is_locked: 1 });
  if (taken !== 1) throw Object.assign(new Error('The migration runner lock is held'), { name: 'MigrationLocked' });
}

// knex's held lock, or SQLite still busy after its timeout because another process's migration holds the write lock.
const isLockError = (error: unknown) =>
  error instanceof Error && (error.name === 'MigrationLocked' || /already locked|database is locked|SQLITE_BUSY/i.test(`${error.message} ${(error as { code?: string }).code ?? ''}`));

export interface LockWait {
  /** @default DEFAULT_LOCK_WAIT_MS */
  waitMs?: number;
  /** Told once when the lock is found held, so the operator sees why the start pauses. */
  onWait?: (message: string) => void;
}

/**
 * Runs `migrate` (a knex migrator call) holding the runner lock; while another process holds it, waits and
 * tries again. A lock error inside `migrate` (knex's own lock left held, or SQLite busy past its timeout)
 * is retried still holding the runner lock: freeing it there would let another process apply the rest of
 * the batch, and each process's report would name only part of what ran.
 */
export async function whileLocked<T>(db: Knex, migrate: () => Promise<T>, { waitMs = DEFAULT_LOCK_WAIT_MS, onWait }: LockWait = {}): Promise<T> {
  const deadline = Date.now() + waitMs;
  let told = false;
  const waitOrGiveUp = async (error: unknown) => {
    if (!isLockError(error)) throw error;
    if (Date.now() >= deadline) {
      throw new Error(
        `The migration lock (tables ${LOCK_TABLE} and ${RUNNER_LOCK_TABLE}) is still held after ${Math.round(waitMs / 1000)} s. ` +
          'If no other process is migrating this database (a migration was killed), run `npm run migrate:unlock` and start again.',
        { cause: error },
      );
    }
    if (!told) onWait?.('Another process is migrating this database: waiting for it to finish (or run `npm run migrate:unlock` if none is).');
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  };
  for (;;) {
    try {
      await ensureMigrationTables(db);
      await takeRunnerLock(db);
    } catch (error) {
      await waitOrGiveUp(error);
      continue;
    }
    try {
      for (;;) {
        try {
          return await migrate();
        } catch (error) {
          await waitOrGiveUp(error);
        }
      }
    } finally {
      await db(RUNNER_LOCK_TABLE).where({ id: 1 }).update({ is_locked: 0 });
    }
  }
}

/**
 * Runs `work` holding the migration lock, waiting for it like a migration does.
 * For start-up work that must run once even when two processes start together
 * (the first admin, demo content): the second waits, then finds it done.
 */
export async function holdingMigrationLock<T>(db: Knex, work: () => Promise<T>, wait: LockWait = {}): Promise<T> {
  return whileLocked(db, work, wait);
}

/** Whether the lock is held now. */
export async function migrationLockHeld(db: Knex): Promise<boolean> {
  for (const table of [LOCK_TABLE, RUNNER_LOCK_TABLE]) {
    if ((await db.schema.hasTable(table)) && (await db(table).where('is_locked', 1).first())) return true;
  }
  return false;
}

/** Frees a lock left by a killed migration (`npm run migrate:unlock`), leaving exactly one free lock row. */
export async function freeMigrationLock(db: Knex): Promise<void> {
  await ensureMigrationTables(db);
  await db.transaction(async (trx) => {
    await trx(LOCK_TABLE).delete();
    await trx(LOCK_TABLE).insert({ index: 1, is_locked: 0 });
    await trx(RUNNER_LOCK_TABLE).update({ is_locked: 0 });
  });
}
