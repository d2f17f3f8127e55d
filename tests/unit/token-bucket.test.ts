/** The token bucket (runtime-server/http/token-bucket.ts) on a clock of its own. */
import { describe, expect, it } from 'vitest';
import { tokenBucket } from '../../runtime-server/http/token-bucket';

describe('token bucket', () => {
  it('gives `burst` tokens at once, then one per 1/perSecond seconds, never more than `burst` saved', () => {
    let time = 0;
    const bucket = tokenBucket({ perSecond: 4, burst: 3, now: () => time });
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    time += 249;
    expect(bucket.take()).toBe(false);
    time += 1;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    time += 10_000; // a long quiet spell saves up `burst`, not 40
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});
