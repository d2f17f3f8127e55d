/**
 * bcrypt (bcryptjs) in worker threads. A hash or a check costs ~90 ms of CPU at cost 10; on the main thread
 * that stalled every other request during sign-ins (bcryptjs's async API only cuts it into ~100 ms slices).
 * Here the main thread only posts a message and waits: reads go on while passwords are checked.
 *
 * The same library computes the same `$2b$` hashes, so stored hashes keep working. The workers start on the
 * first hash (a server that signs nobody in pays nothing), hold the process open only while they have work,
 * stop after IDLE_STOP_MS without any, and one that dies fails only its own job (the next job starts a new one).
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { APIError } from '../http/errors';

/**
 * Threads: all cores but one (at least one, at most four), so a burst of sign-ins leaves a core to the
 * event loop. On 2 cores, one thread: ~11 checks a second at cost 10.
 */
export const HASHING_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Jobs held at most (running and waiting), per thread: at cost 10 a caller waits at most ~6 s (50 sign-ins at once still wait rather than fail). */
export const MAX_PENDING_PER_THREAD = 64;

/** A thread idle this long stops (~15 MB of memory each); the next hash starts one again (~30 ms). */
export const IDLE_STOP_MS = 30_000;

export const BUSY_MESSAGE = 'Too many passwords are being checked right now: try again in a few seconds';

type Task = { op: 'hash'; plain: string; cost: number } | { op: 'compare'; plain: string; hash: string };
type Reply = { id: number; result?: string | boolean; error?: string };
type Job = { id: number; task: Task; resolve: (value: string | boolean) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job?: Job; idleTimer?: NodeJS.Timeout };

// CommonJS run with `eval`: no file of its own, so it works the same from the bundle, tsx and the tests.
// bcryptjs is resolved here (node_modules beside the app), and the worker loads it by that path.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const bcrypt = require(${JSON.stringify(createRequire(import.meta.url).resolve('bcryptjs'))});
parentPort.on('message', ({ id, task }) => {
  try {
    const result = task.op === 'hash' ? bcrypt.hashSync(task.plain, task.cost) : bcrypt.compareSync(task.plain, task.hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});`;

const slots: Slot[] = [];
const waiting: Job[] = [];
let nextId = 1;

const pendingCount = () => waiting.length + slots.filter((slot) => slot.job).length;

function startSlot(): Slot {
  const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true }) };
  slot.worker.on('message', (reply: Reply) => {
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    slot.job = undefined;
    if (reply.error !== undefined) job.reject(new Error(reply.error));
    else job.resolve(reply.result!);
    dispatch();
  });
  const lost = (error: Error) => {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    slot.job?.reject(error);
    slot.job = undefined;
    dispatch();
  };
  slot.worker.on('error', lost);
  slot.worker.on('exit', (code) => lost(new Error(`The password hashing thread stopped (exit code ${code})`)));
  slots.push(slot);
  return slot;
}

function dispatch(): void {
  while (waiting.length) {
    const slot = slots.find((candidate) => !candidate.job) ?? (slots.length < HASHING_THREADS ? startSlot() : undefined);
    if (!slot) break;
    const job = waiting.shift()!;
    slot.job = job;
    clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, task: job.task });
  }
  // An idle thread must not keep a script (a seed, a migration) from ending, and stops after a while.
  for (const slot of slots) {
    if (slot.job || slot.idleTimer) continue;
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => {
      if (!slot.job) void slot.worker.terminate(); // 'exit' takes it out of the pool
    }, IDLE_STOP_MS);
    slot.idleTimer.unref();
  }
}

/**
 * Runs one bcrypt task on a hashing thread. With `refuseWhenBusy` (routes anyone can call, which document 429)
 * a full queue is answered at once with a 429 instead of waiting; the other callers (staff writes, seeds, the
 * first admin) always queue, as each of them waits for its one hash.
 */
export function runOnHashingThread(task: Task, refuseWhenBusy: boolean): Promise<string | boolean> {
  if (refuseWhenBusy && pendingCount() >= HASHING_THREADS * MAX_PENDING_PER_THREAD) {
    return Promise.reject(new APIError(429, BUSY_MESSAGE));
  }
  return new Promise((resolve, reject) => {
    waiting.push({ id: nextId++, task, resolve, reject });
    dispatch();
  });
}

/** How many hashing threads are running (tests, diagnostics). */
export const hashingThreadCount = (): number => slots.length;
