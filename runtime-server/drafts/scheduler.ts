/**
 * The scheduler: runs the due rows of `scheduled_changes` (schedule.ts), each
 * exactly once however many server processes share the database.
 *
 * A job is claimed and done in one transaction: the row is read locked
 * (PostgreSQL `FOR UPDATE SKIP LOCKED`: another process skips it instead of
 * waiting, and takes the next one), the change is made through the local API
 * (publish or unpublish, as the system, so the audit log says why), and the
 * row is marked done, all committed together. A process that dies half-way
 * leaves nothing done: the job is still pending and the next pass runs it.
 * On SQLite (one process, or several on one file on one machine) the claim
 * takes the file's write lock before it reads, which orders the passes the
 * same way: the second finds the job done.
 *
 * The loop starts with the server (`start`: first a catch-up pass for jobs
 * missed while no server ran), then wakes at the next job's time (at most
 * `pollMs` later, to see jobs other processes scheduled) and stops on close.
 * Tests call `runDueJobs(now)` with their own clock instead of waiting.
 */
import type { LocalServices } from '../crud/action-hooks';
import type { Row } from '../crud/serialize';
import { isPostgres } from '../db/connect';
import { takeWriteLock } from '../db/write-lock';
import { system } from '../local-api/caller';
import { publish, unpublish } from '../local-api/drafts';
import type { EntityTarget } from '../local-api/operations';
import { asChange, type ScheduledChange } from './schedule';
import { SCHEDULE_TABLE } from './tables';

export interface SchedulerOptions {
  services: LocalServices;
  /** The entities with drafts, by name. */
  targets: ReadonlyMap<string, EntityTarget>;
  /** Called after a pass changed records: the public page cache drops its pages. */
  onChange?: () => void;
  /** Longest sleep between passes. @default 10_000 */
  pollMs?: number;
  /** Where failures of the loop itself are told. @default console.error */
  log?: (line: string) => void;
  /** Where the loop tells each job it ran (done or failed), for the operator's log. @default console.log */
  info?: (line: string) => void;
}

export interface Scheduler {
  /** Runs every job due at `now`, one transaction each; answers the jobs it ran (done or failed). */
  runDueJobs(now?: Date): Promise<ScheduledChange[]>;
  /** The catch-up pass, then the loop. */
  start(): Promise<void>;
  /** A job was scheduled in this process: look again now for its time. */
  wake(): void;
  /** Stops the loop, after the pass in progress. */
  stop(): Promise<void>;
}

export function createScheduler(o: SchedulerOptions): Scheduler {
  const { db } = o.services;
  const pollMs = o.pollMs ?? 10_000;
  const log = o.log ?? ((line: string) => console.error(line));
  const info = o.info ?? ((line: string) => console.log(line));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  /** Claims, runs and marks one due job; undefined when none is due (or all are being run by others). */
  async function runOne(now: Date): Promise<ScheduledChange | undefined> {
    return db.transaction(async (trx) => {
      await takeWriteLock(trx, SCHEDULE_TABLE);
      let query = trx(SCHEDULE_TABLE).where({ status: 'pending' }).where('run_at', '<=', now.toISOString()).orderBy([{ column: 'run_at' }, { column: 'id' }]);
      if (isPostgres(db)) query = query.forUpdate().skipLocked();
      const row = (await query.first()) as Row | undefined;
      if (!row) return undefined;
      const job = asChange(row);
      const target = o.targets.get(job.entity);
      let error: string | null = null;
      try {
        if (!target) throw new Error(`No entity "${job.entity}" with drafts`);
        const caller = system(`scheduled ${job.action}${job.created_by ? ` by ${job.created_by}` : ''}`);
        // A savepoint: a job that fails (a record deleted meanwhile, a draft no longer valid) rolls back alone and is marked failed.
        await trx.transaction(async (inner) => {
          if (job.action === 'publish') await publish(o.services, target, job.record_id, { caller, trx: inner });
          else await unpublish(o.services, target, job.record_id, { caller, trx: inner });
        });
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const done = { status: error ? 'failed' : 'done', error, done_at: new Date().toISOString(), updated_at: new Date().toISOString() };
      await trx(SCHEDULE_TABLE).where({ id: job.id }).update(done);
      return { ...job, ...done } as ScheduledChange;
    });
  }

  async function runDueJobs(now = new Date()): Promise<ScheduledChange[]> {
    const ran: ScheduledChange[] = [];
    for (let job = await runOne(now); job; job = await runOne(now)) ran.push(job);
    if (ran.some((j) => j.status === 'done')) o.onChange?.();
    return ran;
  }

  async function nextDelay(): Promise<number> {
    const next = (await db(SCHEDULE_TABLE).where({ status: 'pending' }).min({ at: 'run_at' }).first()) as { at: string | null } | undefined;
    if (!next?.at) return pollMs;
    return Math.max(0, Math.min(pollMs, Date.parse(next.at) - Date.now()));
  }

  function plan(delay: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = pass();
    }, delay);
    timer.unref();
  }

  async function pass(): Promise<void> {
    try {
      for (const job of await runDueJobs(new Date())) info(`scheduler: ${job.action} of ${job.entity} ${job.record_id} ${job.status === 'done' ? 'done' : `failed: ${job.error}`} (scheduled change ${job.id})`);
      plan(await nextDelay());
    } catch (error) {
      log(`scheduler: ${error instanceof Error ? error.message : String(error)}`);
      plan(pollMs);
    }
  }

  return {
    runDueJobs,
    async start() {
      stopped = false;
      running = pass(); // the catch-up: jobs whose time passed while no server ran
      await running;
    },
    wake() {
      if (!stopped) void running.then(() => plan(0));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
