/**
 * bcrypt through `@node-rs/bcrypt` (Rust, prebuilt per platform: no install script): its async `hash` and
 * `verify` run on a thread of libuv's pool, so the main thread only waits (bcryptjs, pure JavaScript, held the
 * event loop ~90 ms per hash at cost 10 and stalled every other request during sign-ins). Same `$2b$` hashes
 * as bcryptjs; stored `$2a$` and `$2b$` hashes keep verifying.
 *
 * At most HASHING_THREADS run at once, the rest wait here: libuv's pool (4 threads) also serves file reads
 * and writes, which must not queue behind a burst of sign-ins. The wait is bounded for routes anyone can call.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/bcrypt';
import { APIError } from '../http/errors';

/**
 * Hashes at once: all cores but one (at least one, at most three), so a burst of sign-ins leaves a core to
 * the event loop and a pool thread to file work. On 2 cores, one: ~15-20 checks a second at cost 10.
 */
export const HASHING_THREADS = Math.max(1, Math.min(3, availableParallelism() - 1));
/** Jobs held at most (running and waiting), per thread: at cost 10 a caller waits at most ~4 s. */
export const MAX_PENDING_PER_THREAD = 64;

export const BUSY_MESSAGE = 'Too many passwords are being checked right now: try again in a few seconds';

type Task = { op: 'hash'; plain: string; cost: number } | { op: 'compare'; plain: string; hash: string };

const waiting: (() => void)[] = [];
let running = 0;

/** The finishing job hands its slot straight to the next waiting one (running stays counted), or frees it. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

async function slot(): Promise<void> {
  if (running < HASHING_THREADS) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

/**
 * Runs one bcrypt task. With `refuseWhenBusy` (routes anyone can call, which document 429) a full queue is
 * answered at once with a 429 instead of waiting; the other callers (staff writes, seeds, the first admin)
 * always queue, as each of them waits for its one hash.
 */
export async function runOnHashingThread(task: Task, refuseWhenBusy: boolean): Promise<string | boolean> {
  if (refuseWhenBusy && running + waiting.length >= HASHING_THREADS * MAX_PENDING_PER_THREAD) {
    throw new APIError(429, BUSY_MESSAGE);
  }
  await slot();
  try {
    return task.op === 'hash' ? await hash(task.plain, task.cost) : await verify(task.plain, task.hash);
  } finally {
    release();
  }
}

/** Hashes running now (tests, diagnostics). */
export const hashesRunning = (): number => running;
