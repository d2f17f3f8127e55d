/**
 * One endpoint's rounds, ours and the ceiling's, made into its figures. Each round loads the two servers one
 * right after the other, so a round's two figures share the machine's state of that moment; the machine's speed
 * drifts between rounds (1.4 × between one-second windows of a memory-bound loop on the idle machine,
 * docs/performance.md "Filter and sort: not a plan"), and on this 2-core machine a round is often slowed by
 * something else. So the ratios are taken within each round and the median of those is the endpoint's ratio:
 * one slow round, of either server, moves it no more than any other round. The same holds for the p99.
 */
import type { LoadResult, Measured } from './load';

/** One round: both servers' throughput and p99, as measured one after the other. */
export interface Round {
  ours_rps: number;
  ceiling_rps: number;
  ours_p99_ms: number;
  ceiling_p99_ms: number;
}

export interface Paired {
  /** All answers over all measured seconds; the latencies and CPU per answer, medians of the rounds. */
  ours: Measured;
  ceiling: Measured;
  /** The median of the rounds' throughput ratios (ours / ceiling), to two places. */
  ratio: number;
  /** The median of the rounds' p99 ratios (ours / ceiling), to two places. */
  p99_ratio: number;
  rounds: Round[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const twoPlaces = (n: number) => Math.round(n * 100) / 100;

function summary(results: LoadResult[]): Measured {
  return {
    rps: Math.round(results.reduce((n, r) => n + r.answers, 0) / results.reduce((n, r) => n + r.seconds, 0)),
    p50_ms: median(results.map((r) => r.p50_ms)),
    p99_ms: median(results.map((r) => r.p99_ms)),
    cpu_us: median(results.map((r) => r.cpu_us)),
  };
}

/** `ours[i]` and `ceiling[i]` are round i's; both lists as long. */
export function paired(ours: LoadResult[], ceiling: LoadResult[]): Paired {
  if (ours.length !== ceiling.length || ours.length === 0) throw new Error(`rounds do not pair: ${ours.length} of ours, ${ceiling.length} of the ceiling's`);
  const rounds = ours.map((o, i): Round => ({ ours_rps: o.rps, ceiling_rps: ceiling[i]!.rps, ours_p99_ms: o.p99_ms, ceiling_p99_ms: ceiling[i]!.p99_ms }));
  return {
    ours: summary(ours),
    ceiling: summary(ceiling),
    ratio: twoPlaces(median(rounds.map((r) => r.ours_rps / r.ceiling_rps))),
    p99_ratio: twoPlaces(median(rounds.map((r) => r.ours_p99_ms / r.ceiling_p99_ms))),
    rounds,
  };
}
