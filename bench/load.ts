/** One measurement: autocannon against one server and endpoint, every answer's status checked. */
import autocannon from 'autocannon';
import type { Endpoint } from './endpoints';

export interface Measured {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  /** The server's CPU time (user and system) per answer, in µs: steadier than req/s on a shared machine. */
  cpu_us: number;
}

export interface LoadResult extends Measured {
  /** Answers counted, over `seconds`. */
  answers: number;
  seconds: number;
  /** Answers with another status than expected, connection errors and timeouts. */
  failures: string[];
}

/** `cpuMs`: the loaded server's CPU time so far (processes.ts), read before and after. */
export async function load(url: string, endpoint: Endpoint, o: { duration: number; connections: number; cpuMs?: () => number }): Promise<LoadResult> {
  const wrong = new Map<string, number>();
  const count = (expected: number, what: string) => (_client: unknown, status: number) => {
    if (status !== expected) wrong.set(`${what}${status} (expected ${expected})`, (wrong.get(`${what}${status} (expected ${expected})`) ?? 0) + 1);
  };
  // The background load starts first and runs past the end of the measured one, which then sees it throughout.
  const background = endpoint.background && autocannon({ url, connections: endpoint.background.connections, duration: o.duration + 5, requests: [endpoint.background.request] });
  background?.on('response', count(endpoint.background!.status, 'background answers '));
  if (background) await new Promise((resolve) => setTimeout(resolve, 500));
  const cpuBefore = o.cpuMs?.() ?? 0;
  const instance = autocannon({ url, connections: o.connections, duration: o.duration, requests: [endpoint.request] });
  instance.on('response', count(endpoint.status, 'answers '));
  const result = await instance;
  const cpuMs = (o.cpuMs?.() ?? 0) - cpuBefore;
  if (background) {
    background.stop();
    await background;
  }
  const failures = [...wrong].map(([what, n]) => `${n} ${what}`);
  if (result.errors) failures.push(`${result.errors} connection errors`);
  if (result.timeouts) failures.push(`${result.timeouts} timeouts`);
  if (result.non2xx && wrong.size === 0) failures.push(`${result.non2xx} non-2xx answers`);
  return {
    answers: result.requests.total,
    seconds: result.duration,
    rps: Math.round(result.requests.total / result.duration),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    cpu_us: result.requests.total ? Math.round((cpuMs * 1000) / result.requests.total) : 0,
    failures,
  };
}
