/**
 * A token bucket: at most `burst` things at once, refilled at `perSecond`.
 * Used to bound work that a request can start and nothing else limits
 * (rendering a public page that no cache holds: site/server/render).
 * @example const renders = tokenBucket({ perSecond: 20, burst: 20 }); if (!renders.take()) answer503();
 */
export interface TokenBucketOptions {
  perSecond: number;
  burst: number;
  /** For tests: the clock. @default Date.now */
  now?: () => number;
}

export interface TokenBucket {
  /** Takes one token; false when none is left (the caller does not start the work). */
  take(): boolean;
}

export function tokenBucket({ perSecond, burst, now = Date.now }: TokenBucketOptions): TokenBucket {
  let tokens = burst;
  let last = now();
  return {
    take() {
      const time = now();
      tokens = Math.min(burst, tokens + ((time - last) / 1000) * perSecond);
      last = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
