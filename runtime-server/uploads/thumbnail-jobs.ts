/**
 * Thumbnails made off the request: an upload stores its re-encoded original (the security work stays on the
 * request: sniff.ts, reencode-image.ts), records a job in `thumbnail_jobs` and answers; this pool makes the
 * thumbnails and crops (thumbnails.ts) in the background, writes them, then marks the job done by deleting
 * its row. The table is the queue, so it is durable: a process that dies half-way leaves the job's row, and
 * the next pass (at start, then every `pollMs`) makes the set again. Each thumbnail is written whole or not
 * at all (the folder store writes a temporary name and links it into place; a database row or an S3 object is
 * written whole), so a thumbnail that exists is complete and a resumed job only writes the missing ones.
 *
 * Until its job is done an image's thumbnail names answer the original, but not cached for good
 * (serve.ts asks `isPending`), so browsers fetch the thumbnail once it exists.
 *
 * At most `concurrency` jobs run at once, each holding one image and its thumbnails in memory: the in-memory
 * queue never grows past that, whatever the backlog (it waits in the table). sharp does its work on libuv's
 * threads, not the event loop (the ceiling's profile showed the main thread idle while sharp ran): worker
 * threads would share that same pool and only add copies of the buffers.
 *
 * Several processes may share the database: a job is claimed with a conditional update that sets a lease
 * (`claimed_until`), which one process wins; a claim whose process died expires and the job is taken again.
 * Removing an image (storage.ts `removeFile`) deletes its job; a job that finds its original gone (removed
 * meanwhile) removes what it wrote.
 */
import type { Knex } from 'knex';
import { formatFocalPoint, parseFocalPoint, type FocalPoint } from '../../runtime-shared/focal-point';
import { committing, transactionOf, whenCommitted } from '../local-api/after-commit';
import type { UploadStore } from './store';
import { makeThumbnails, storedPathOf } from './thumbnails';

export const THUMBNAIL_JOBS_TABLE = 'thumbnail_jobs';

/** A job's lease: far longer than one image takes (under a second for a 2000 px PNG), short enough that a dead process's jobs are soon taken again. */
export const LEASE_MS = 2 * 60 * 1000;
/** A job that failed this many times (an image sharp could re-encode but not resize) stays in the table, with its error, and is tried no more. */
export const MAX_ATTEMPTS = 3;

/** THUMBNAIL_CONCURRENCY's default: one image at a time. On 2 cores the other core answers requests; libvips already uses both for one image. */
export const DEFAULT_THUMBNAIL_CONCURRENCY = 1;

/** Creates the table when missing; run under the migration lock at start. */
export async function ensureThumbnailJobTable(db: Knex): Promise<void> {
  if (await db.schema.hasTable(THUMBNAIL_JOBS_TABLE)) return;
  await db.schema.createTable(THUMBNAIL_JOBS_TABLE, (t) => {
    t.increments('id');
    t.string('stored', 255).notNullable().unique(); // the original's stored path
    t.integer('width'); // the original's, when known (saves reading it again)
    t.string('focal', 20); // a library image's focal point, `x,y` in percent: its square crops are cut around it
    t.string('claimed_until', 30); // ISO 8601 UTC: text order is time order
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('error');
    t.string('created_at', 30).notNullable();
  });
}

interface JobRow {
  id: number;
  stored: string;
  width: number | null;
  focal: string | null;
  attempts: number;
}

export interface ThumbnailPoolOptions {
  db: Knex;
  uploads: UploadStore;
  /** Jobs run at once (THUMBNAIL_CONCURRENCY). @default DEFAULT_THUMBNAIL_CONCURRENCY */
  concurrency?: number;
  /** How often the table is looked at for jobs other processes recorded, or whose lease expired. @default 30_000 */
  pollMs?: number;
  /** Where a failed job is told. @default console.error */
  log?: (line: string) => void;
}

export interface ThumbnailPool {
  /** Records the job of a stored original (in the caller's transaction, if it is in one), and starts it once committed. */
  record(stored: string, width?: number, focal?: FocalPoint): Promise<void>;
  /** Deletes the jobs of removed originals (an image replaced or deleted before its thumbnails were made). */
  drop(stored: readonly string[]): Promise<void>;
  /** Whether the original's thumbnails are still to be made. */
  isPending(stored: string): Promise<boolean>;
  /** Looks for jobs now. */
  wake(): void;
  /** Resolves once this process runs no job and looks for none (tests wait here, never sleep). */
  whenIdle(): Promise<void>;
  /** The first pass (jobs left by a stopped or crashed process), then a pass every `pollMs`. */
  start(): Promise<void>;
  /**
   * Stops taking jobs and waits for those running. Uploads still answered meanwhile (a shutdown's last
   * requests) record their jobs, which the next start makes.
   */
  stop(): Promise<void>;
}

const pools = new WeakMap<UploadStore, ThumbnailPool>();

/** The pool that makes the thumbnails of files stored in `uploads`; none (thumbnails made at once) before the server built it: the seed, tools. */
export const thumbnailPoolOf = (uploads: UploadStore): ThumbnailPool | undefined => pools.get(uploads);

export function createThumbnailPool(o: ThumbnailPoolOptions): ThumbnailPool {
  const { db, uploads } = o;
  const concurrency = Math.max(1, o.concurrency ?? DEFAULT_THUMBNAIL_CONCURRENCY);
  const pollMs = o.pollMs ?? 30_000;
  const log = o.log ?? ((line: string) => console.error(line));
  let running = 0;
  let stopped = true;
  let looking: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();
  let idleWaiters: (() => void)[] = [];
  /** Writes go through the caller's transaction when it is in one: on SQLite another connection would wait for its lock. */
  const writer = () => transactionOf(db) ?? db;

  /** Claims the oldest job that is free (never claimed, or its lease expired): one process wins it. */
  async function claim(): Promise<JobRow | undefined> {
    for (;;) {
      const now = new Date().toISOString();
      const free = (q: Knex.QueryBuilder) => q.where('attempts', '<', MAX_ATTEMPTS).andWhere((w) => void w.whereNull('claimed_until').orWhere('claimed_until', '<', now));
      const row: JobRow | undefined = await free(db<JobRow>(THUMBNAIL_JOBS_TABLE)).orderBy('id').first('id', 'stored', 'width', 'focal', 'attempts');
      if (!row) return undefined;
      const until = new Date(Date.now() + LEASE_MS).toISOString();
      const won = await free(db(THUMBNAIL_JOBS_TABLE).where({ id: row.id })).update({ claimed_until: until, attempts: Number(row.attempts) + 1 });
      if (won === 1) return row;
      // Another process claimed it between the read and the update: take the next one.
    }
  }

  async function run(job: JobRow): Promise<void> {
    const { stored } = job;
    const original = await uploads.read(stored);
    if (!original) {
      await db(THUMBNAIL_JOBS_TABLE).where({ id: job.id }).delete(); // removed meanwhile: nothing to make
      return;
    }
    const ext = stored.slice(stored.lastIndexOf('.') + 1);
    const thumbnails = await makeThumbnails(original, ext, job.width ?? undefined, parseFocalPoint(job.focal) ?? undefined);
    const written: string[] = [];
    for (const t of thumbnails) {
      const path = storedPathOf(stored, t);
      written.push(path);
      // A resumed job finds the thumbnails its first run wrote: each is whole (written under another name, then linked).
      if (await uploads.has(path)) continue;
      try {
        await uploads.put(path, t.data);
      } catch (error) {
        if (!(await uploads.has(path))) throw error; // taken by another run of the same job: the same bytes
      }
    }
    // `removeFile` removes the original before its thumbnails: if it is still here, any removal comes after these writes and takes them.
    if (!(await uploads.has(stored))) await Promise.all(written.map((p) => uploads.remove(p)));
    await db(THUMBNAIL_JOBS_TABLE).where({ id: job.id }).delete();
  }

  async function fail(job: JobRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    log(`thumbnails of ${job.stored}: attempt ${Number(job.attempts) + 1} failed: ${message}`);
    // The lease is lifted, so the next pass tries again (until MAX_ATTEMPTS).
    await db(THUMBNAIL_JOBS_TABLE).where({ id: job.id }).update({ claimed_until: null, error: message }).catch(() => undefined);
  }

  /** Fills the free slots with claimed jobs; called again by each job that finishes. */
  function look(): Promise<void> {
    if (looking) {
      again = true;
      return looking;
    }
    looking = (async () => {
      // Runs after `looking` is set, even when there is nothing to claim: its `finally` then clears it.
      await Promise.resolve();
      try {
        do {
          again = false;
          while (!stopped && running < concurrency) {
            const job = await claim();
            if (!job) break;
            running++;
            const work = run(job)
              .catch((error: unknown) => fail(job, error))
              .finally(() => {
                running--;
                inFlight.delete(work);
                if (!stopped) void look();
                else settle();
              });
            inFlight.add(work);
          }
        } while (again && !stopped);
      } catch (error) {
        log(`thumbnails: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        looking = undefined;
        settle();
      }
    })();
    return looking;
  }

  /** Tells the waiters of `whenIdle` once nothing runs and no look is under way. */
  function settle(): void {
    if (running > 0 || looking) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => {
      void look().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  const pool: ThumbnailPool = {
    async record(stored, width, focal) {
      await writer()(THUMBNAIL_JOBS_TABLE).insert({ stored, width: width ?? null, focal: focal ? formatFocalPoint(focal) : null, attempts: 0, created_at: new Date().toISOString() });
      // Inside a transaction the pool's own connection sees the row once it is committed.
      if (transactionOf(db) && committing()) whenCommitted(() => Promise.resolve(pool.wake()), 'A thumbnail job');
      else pool.wake();
    },
    async drop(stored) {
      if (stored.length) await writer()(THUMBNAIL_JOBS_TABLE).whereIn('stored', [...stored]).delete();
    },
    async isPending(stored) {
      return (await db(THUMBNAIL_JOBS_TABLE).where({ stored }).where('attempts', '<', MAX_ATTEMPTS).first('id')) !== undefined;
    },
    wake() {
      if (!stopped) void look();
    },
    async whenIdle() {
      // Not a look of its own: what it waits for is what this process is doing (an upload wakes the pool before it answers).
      if (running === 0 && !looking) return;
      await new Promise<void>((resolve) => idleWaiters.push(resolve));
      // A job that finished may have left another for this process (recorded meanwhile): wait for it too.
      return pool.whenIdle();
    },
    async start() {
      stopped = false;
      pools.set(uploads, pool);
      await look();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await looking;
      await Promise.all([...inFlight]);
    },
  };
  return pool;
}
