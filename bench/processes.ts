/**
 * Starting and stopping the two servers as separate processes, timing the
 * start to the first good answer, and reading their memory from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { RequestSpec } from 'autocannon';

export interface Running {
  url: string;
  /** From spawning the process to its first 2xx answer. */
  coldStartMs: number;
  /** Resident memory now, in MB. */
  rssMb(): number;
  /** The same, split: the process's own memory (heap, stacks, malloc) and pages of mapped files (code, the SQLite file through mmap). */
  rssSplitMb(): { anonymous: number; files: number };
  /** CPU time the process has used so far (user and system), in ms. */
  cpuMs(): number;
  /** Waits until the requests still queued from the last load are answered (a cheap request, or `request`, waits behind them). */
  settle(request?: RequestSpec): Promise<void>;
  stop(): Promise<void>;
}

export interface StartSpec {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  /** A path that answers 2xx once the server is ready. */
  readyPath: string;
}

export async function startProcess(spec: StartSpec): Promise<Running> {
  const started = performance.now();
  const child = spawn(spec.command, spec.args, { env: { ...process.env, ...spec.env, PORT: String(spec.port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${spec.port}`;
  const coldStartMs = await waitForAnswer(child, `${url}${spec.readyPath}`, () => output, spec.name);
  return {
    url,
    coldStartMs: Math.round(coldStartMs - started),
    rssMb: () => statusMb(child.pid!, 'VmRSS'),
    rssSplitMb: () => ({ anonymous: statusMb(child.pid!, 'RssAnon'), files: statusMb(child.pid!, 'RssFile') }),
    cpuMs: () => cpuOf(child.pid!),
    settle: async (request) => {
      try {
        const { path = spec.readyPath, method, headers, body } = request ?? {};
        await (await fetch(`${url}${path}`, { method, headers, body: typeof body === 'string' ? body : body && new Uint8Array(body) })).arrayBuffer();
      } catch (error) {
        // A server that died under load: say so, with the last of what it wrote.
        const state = child.exitCode !== null || child.signalCode ? `exited (${child.exitCode ?? child.signalCode})` : 'did not answer';
        throw new Error(`${spec.name} ${state}: ${error instanceof Error ? error.message : String(error)}\n${output.slice(-3000)}`, { cause: error });
      }
    },
    stop: () => stopProcess(child),
  };
}

async function waitForAnswer(child: ChildProcess, url: string, output: () => string, name: string): Promise<number> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not answer ${url} within 60 s:\n${output()}`);
}

/** A memory figure of /proc/<pid>/status (VmRSS, RssAnon, RssFile), in MB. */
function statusMb(pid: number, field: string): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, after the parenthesised name), in clock ticks of 10 ms. */
function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  // SIGINT-style handlers may wait for open connections; the benchmark's are all closed by then.
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
