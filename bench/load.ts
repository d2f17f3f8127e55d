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
  const cpuBefore = o.cpuMs?.() ?? 0;
  const instance = autocannon({ url, connections: o.connections, duration: o.duration, requests: [endpoint.request] });
  const wrong = new Map<number, number>();
  instance.on('response', (_client: unknown, status: number) => {
    if (status !== endpoint.status) wrong.set(status, (wrong.get(status) ?? 0) + 1);
  });
  const result = await instance;
  const cpuMs = (o.cpuMs?.() ?? 0) - cpuBefore;
  const failures = [...wrong].map(([status, count]) => `${count} answers ${status} (expected ${endpoint.status})`);
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
