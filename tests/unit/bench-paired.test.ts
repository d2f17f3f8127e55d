/** The benchmark's figures from its rounds (bench/paired.ts): ratios within each round, then their median. */
import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../../bench/load';
import { paired } from '../../bench/paired';

const round = (rps: number, p99_ms: number, cpu_us = 500): LoadResult => ({ answers: rps * 4, seconds: 4, rps, p50_ms: p99_ms / 2, p99_ms, cpu_us, failures: [] });

describe('paired rounds', () => {
  // Round 3 is slow for ours alone (something else ran), round 4 for the ceiling alone.
  const ours = [round(1600, 60), round(1700, 56), round(900, 140, 800), round(1650, 58), round(1500, 62)];
  const ceiling = [round(2000, 40), round(2100, 40), round(2000, 42), round(1000, 120, 900), round(2000, 41)];

  it('takes the median of the rounds’ own ratios, so that one slow round of either server does not move it', () => {
    const p = paired(ours, ceiling);
    // Throughput ratios 0.8, 0.81, 0.45, 1.65, 0.75: the median is 0.8. All answers over all seconds would give 7350 / 9100 = 0.81.
    expect(p.ratio).toBe(0.8);
    // p99 ratios 1.5, 1.4, 3.33, 0.48, 1.51: the median is 1.5.
    expect(p.p99_ratio).toBe(1.5);
  });

  it('keeps every round and sums up each server as before: all answers over all seconds, the medians of the rest', () => {
    const p = paired(ours, ceiling);
    expect(p.rounds[2]).toEqual({ ours_rps: 900, ceiling_rps: 2000, ours_p99_ms: 140, ceiling_p99_ms: 42 });
    expect(p.ours).toEqual({ rps: 1470, p50_ms: 30, p99_ms: 60, cpu_us: 500 });
    expect(p.ceiling).toEqual({ rps: 1820, p50_ms: 20.5, p99_ms: 41, cpu_us: 500 });
  });

  it('an even number of rounds: the mean of the middle two', () => {
    const p = paired([round(700, 30), round(800, 30)], [round(1000, 20), round(1000, 24)]);
    expect(p.ratio).toBe(0.75);
    expect(p.p99_ratio).toBe(1.38); // (1.5 + 1.25) / 2
  });

  it('refuses rounds that do not pair', () => {
    expect(() => paired([round(1, 1)], [])).toThrow('rounds do not pair: 1 of ours, 0 of the ceiling');
    expect(() => paired([], [])).toThrow('rounds do not pair');
  });
});
