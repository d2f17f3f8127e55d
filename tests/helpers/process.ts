/**
 * Real server processes (`tsx site/server/main.ts`, as `npm run dev` runs it,
 * or the bundle `npm start` builds and runs) and the operator commands, for
 * tests of what only a whole process shows: signals, exit codes, two
 * processes on one file, the production build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * TypeScript runs in the one process through tsx's loader (`node --import tsx`), not through the tsx
 * command, which runs it in a child process: a test that kills the process it started (SIGKILL) left
 * that child running, still listening and holding its database, after the whole run.
 */
const TSX_LOADER = ['--import', 'tsx'];

/** Settings every test process gets: its own data folder, a fixed admin, a free port. */
export function processEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: '0',
    JWT_SECRET: 'process-test-secret-0123456789abcdef0123456789abcdef',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'correct-horse-battery-staple',
    PUBLIC_URL: 'http://localhost',
    // Production refuses the test provider unless the site says it is a staging site (docs/payments.md).
    PAYMENT_PROVIDER: 'test',
    ALLOW_TEST_PAYMENTS: '1',
    ...extra,
  };
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Runs a TypeScript `script` through tsx, or a built `.js` or `.cjs` one with plain node. */
export function run(script: string, args: string[], env: NodeJS.ProcessEnv): RunningProcess {
  const loader = /\.c?js$/.test(script) ? [] : TSX_LOADER;
  return runCommand(process.execPath, [...loader, path.join(ROOT, script), ...args], env);
}

/**
 * Runs any command (e.g. `npm start`, as a process manager would) in `cwd`, as the leader of a process
 * group of its own: `process.kill(-child.pid, 'SIGKILL')` ends whatever it started, even what it orphaned.
 */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): RunningProcess {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: command !== process.execPath });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export interface ServerProcess extends RunningProcess {
  url: string;
}

/** The bundle `npm run build:server` writes and `npm start` runs. */
export const BUILT_SERVER = 'dist/app/main.cjs';

/** Starts the server (`script`: the TypeScript entry, or BUILT_SERVER) and waits for its "Ready" line; rejects with its output if it exits first. */
export async function startServerProcess(env: NodeJS.ProcessEnv, timeoutMs = 60_000, script = 'site/server/main.ts'): Promise<ServerProcess> {
  return whenReady(run(script, [], env), timeoutMs);
}

/** Waits for a started server's "Ready" line; rejects with its output if it exits first. */
export async function whenReady(p: RunningProcess, timeoutMs = 60_000): Promise<ServerProcess> {
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "Ready" line after ${timeoutMs} ms:\n${p.output()}`)), timeoutMs);
    const check = () => {
      const ready = /Ready: (http:\/\/localhost:\d+)\//.exec(p.output());
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    p.child.stdout!.on('data', check);
    void p.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it was ready:\n${p.output()}`));
    });
  });
  return { ...p, url };
}

/** Runs a command to its end; answers its exit code and output. */
export async function runToEnd(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const p = run(script, args, env);
  const code = await p.exited;
  return { code, output: p.output() };
}

/**
 * A JSON POST whose body is sent in two halves, so that it is in flight for as long as the test wants.
 * `held()` resolves once the server is handling it (it has read the headers and waits for the rest).
 */
export function slowPost(url: string, body: unknown) {
  const text = JSON.stringify(body);
  const req = http.request(`${url}/api/subscriber`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) } });
  const written = new Promise<void>((resolve, reject) => {
    req.once('error', reject);
    req.write(text.slice(0, 10), (error) => (error ? reject(error) : resolve()));
  });
  written.catch(() => undefined); // reported by `answer` (and `held()`, if called)
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let data = '';
      res.on('data', (c: Buffer) => (data += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
  });
  /**
   * The headers and the first half are in the server's socket once written (loopback); a request on another
   * connection, sent after that and answered, was read by the server's event loop no earlier than the one in
   * flight: by its answer the server has parsed those headers, so a signal sent now finds the request open.
   */
  const held = async () => {
    await written;
    await (await fetch(`${url}/api/health`)).arrayBuffer();
  };
  return { finish: () => req.end(text.slice(10)), answer, held };
}
