/**
 * Passwords are hashed and checked off the main thread (runtime-server/auth/hashing-threads.ts, @node-rs/bcrypt):
 * the event loop stays free while bcrypt runs, the hashes are bcrypt's own, at most HASHING_THREADS run at
 * once, and the queue is bounded.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../runtime-server/auth/passwords';
import { BUSY_MESSAGE, HASHING_THREADS, MAX_PENDING_PER_THREAD, hashesRunning } from '../../runtime-server/auth/hashing-threads';
import { bcryptMatches } from '../helpers/passwords';

// bcrypt of 'correct-horse-battery-staple' at cost 4, made outside our code (bcryptjs.hashSync).
const COST_4 = '$2b$04$BknCAwJkWKCCtSqLG61.SOCzVglbsZiLDrXoVeLFuAvYc5P2mjF0u';
// The same password as a `$2a$` hash (bcryptjs.hashSync with a `$2a$04$` salt): the prefix older hashes carry.
const COST_4_2A = '$2a$04$PM9egOTbyvq5ngtywN7OwOISrG7.r6dn6qyaIm1NpU7Bra9Uj9l0G';

describe('password hashing threads', () => {
  it('make bcrypt hashes that bcrypt itself accepts, on a thread of their own', async () => {
    const hash = await hashPassword('correct-horse-battery-staple');
    expect(hash.slice(0, 7)).toBe('$2b$04$');
    expect(bcryptMatches('correct-horse-battery-staple', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-battery-staple', COST_4)).toBe(true);
    expect(await verifyPassword('Correct-horse-battery-staple', COST_4)).toBe(false);
  });

  it('keep verifying the $2a$ hashes bcryptjs made, and refuse a malformed one', async () => {
    expect(await verifyPassword('correct-horse-battery-staple', COST_4_2A)).toBe(true);
    expect(await verifyPassword('correct-horse-battery-stapler', COST_4_2A)).toBe(false);
    expect(await verifyPassword('correct-horse-battery-staple', 'not-a-bcrypt-hash')).toBe(false);
  });

  it('leave the event loop idle while a hash is made', async () => {
    // Cost 12: a few hundred milliseconds of bcrypt. On the main thread (bcryptjs's async API) the loop is busy
    // nearly all that time; on a hashing thread it only waits. A share of the loop's time, not a duration.
    process.env.BCRYPT_COST = '12';
    try {
      const before = performance.eventLoopUtilization();
      await hashPassword('correct-horse-battery-staple');
      expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.5);
    } finally {
      process.env.BCRYPT_COST = '4';
    }
  });

  it('answer 429 to sign-ins past the bound, and still queue the hashes of staff writes', async () => {
    const bound = HASHING_THREADS * MAX_PENDING_PER_THREAD;
    const checks = Array.from({ length: bound + 3 }, () => verifyPassword('correct-horse-battery-staple', COST_4).then(
      (ok) => ok,
      (error: { status?: number; message: string }) => `${error.status} ${error.message}`,
    ));
    const staffHash = hashPassword('staff-chosen-password');
    const results = await Promise.all(checks);
    expect(results.filter((result) => result === true)).toHaveLength(bound);
    expect(results.slice(bound)).toEqual([`429 ${BUSY_MESSAGE}`, `429 ${BUSY_MESSAGE}`, `429 ${BUSY_MESSAGE}`]);
    expect(bcryptMatches('staff-chosen-password', await staffHash)).toBe(true);
    // Once the queue has drained, sign-ins are accepted again.
    expect(await verifyPassword('correct-horse-battery-staple', COST_4)).toBe(true);
  });

  it('run at most HASHING_THREADS hashes at once, the others waiting their turn', async () => {
    const checks = Array.from({ length: HASHING_THREADS + 5 }, () => verifyPassword('correct-horse-battery-staple', COST_4));
    await Promise.resolve();
    expect(hashesRunning()).toBe(HASHING_THREADS);
    expect(await Promise.all(checks)).toEqual(Array.from({ length: HASHING_THREADS + 5 }, () => true));
    expect(hashesRunning()).toBe(0);
  });
});
