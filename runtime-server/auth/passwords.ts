/** bcrypt hashing (`@node-rs/bcrypt`, off the main thread: hashing-threads.ts). */
import { runOnHashingThread } from './hashing-threads';

/** The work factor of new hashes in production: 2^10 rounds, about 80-100 ms per hash on one core. */
export const DEFAULT_BCRYPT_COST = 10;
/** The lowest cost production accepts (config.ts refuses a lower `BCRYPT_COST` there). */
export const MIN_PRODUCTION_BCRYPT_COST = 10;

/**
 * `BCRYPT_COST` as a cost (4 to 31, bcrypt's range), the default when unset, or undefined when malformed.
 * The test suite sets 4 (about 1 ms a hash: the suite hashes thousands of passwords); production refuses
 * anything below 10. A stored hash carries its own cost, so hashes made at another cost still verify.
 */
export function parseBcryptCost(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return DEFAULT_BCRYPT_COST;
  const cost = Number(raw);
  return Number.isInteger(cost) && cost >= 4 && cost <= 31 ? cost : undefined;
}

function currentCost(): number {
  const cost = parseBcryptCost(process.env.BCRYPT_COST);
  // config.ts refuses a malformed value at start; a script that skipped it must not hash at a cost it did not ask for.
  if (cost === undefined) throw new Error(`BCRYPT_COST must be a whole number from 4 to 31 (got "${process.env.BCRYPT_COST}")`);
  return cost;
}

// Compared against when the email is unknown, so a wrong email takes as long as a wrong password.
// A literal (bcrypt of 'not-a-real-password' at cost 10): hashing it at start cost ~100 ms of every cold start.
const DUMMY_HASH = '$2b$10$1MJYremPC56HNcV/2QwBzOe1OYmlFyPrLjLiTjmJ7G/jCGGOJ0Bh2';
const dummies = new Map<number, string>([[DEFAULT_BCRYPT_COST, DUMMY_HASH]]);

/** The dummy at the cost new hashes get, so an unknown email costs what a known one does (made once per cost). */
async function dummyHash(): Promise<string> {
  const cost = currentCost();
  let hash = dummies.get(cost);
  if (!hash) dummies.set(cost, (hash = (await runOnHashingThread({ op: 'hash', plain: 'not-a-real-password', cost }, false)) as string));
  return hash;
}

/**
 * A new hash at `BCRYPT_COST`. `refuseWhenBusy` for routes anyone can call (sign-up, password change and
 * reset): when the hashing threads' queue is full they answer 429 at once rather than wait.
 */
export async function hashPassword(plain: string, options: { refuseWhenBusy?: boolean } = {}): Promise<string> {
  return (await runOnHashingThread({ op: 'hash', plain, cost: currentCost() }, options.refuseWhenBusy ?? false)) as string;
}

/** Checks a typed password (sign-in, password confirmations: routes that document 429, refused when the queue is full). */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await runOnHashingThread({ op: 'compare', plain, hash: hash ?? (await dummyHash()) }, true);
  return ok === true && Boolean(hash);
}
