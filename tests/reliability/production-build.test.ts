/**
 * What `npm start` runs: the server bundled by `npm run build:server` (esbuild) and started
 * with plain node in production mode. The other suites run the TypeScript through tsx, so only
 * this one sees what bundling changes: paths resolved from the bundle's folder (the web build,
 * generated/openapi.json read when first asked for), packages left outside the bundle.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER, processEnv, ROOT, runCommand, slowPost, startServerProcess, whenReady, type ServerProcess } from '../helpers/process';

let dir: string;
let server: ServerProcess;
/** What the server wrote until it was ready: with NODE_DEBUG=module,esm, every package node loaded. */
let startOutput: string;
const PRODUCTION = { NODE_ENV: 'production', DATABASE_CREATE: '1', ADMIN_PASSWORD: 'a-long-production-password-4217' };

/** The ES module bundle of before 2026-11-27: a build leaves none behind for a service still pointing at it. */
const OLD_BUNDLE = path.join(ROOT, 'dist/app/main.js');

beforeAll(async () => {
  mkdirSync(path.dirname(OLD_BUNDLE), { recursive: true });
  writeFileSync(OLD_BUNDLE, 'console.log("a stale build");\n');
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'pipe' });
  dir = mkdtempSync(path.join(tmpdir(), 'production-build-'));
  const env = processEnv(dir, { ...PRODUCTION, NODE_DEBUG: 'module,esm' });
  server = await startServerProcess(env, 60_000, BUILT_SERVER);
  startOutput = server.output();
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the production build (npm start)', () => {
  it('is the CommonJS bundle, run by plain node (no TypeScript loader), and the old ES module bundle is gone', () => {
    expect(readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual([process.execPath, path.join(ROOT, 'dist/app/main.cjs')]);
    expect(existsSync(OLD_BUNDLE)).toBe(false);
  });

  it('loads at start only what answering needs: upload, image, mail, sanitizing, token and two-factor packages wait for their first use', () => {
    const loaded = (name: string) => startOutput.includes(`node_modules/${name}/`);
    expect(loaded('express')).toBe(true); // node's log names the packages it loads
    // Each costs the start 10-40 ms of CPU (docs/performance.md, cold start).
    expect(['multer', 'busboy', 'qrcode', 'otplib', 'jsonwebtoken', 'sharp', 'file-type', 'sanitize-html', 'nodemailer'].filter(loaded)).toEqual([]);
  });

  it('renders the public pages on the server', async () => {
    const res = await fetch(`${server.url}/about`);
    expect(res.status).toBe(200);
    // No demo content in production: the site has the settings' default name.
    expect(await res.text()).toContain('<title>About us | Our company</title>');
  });

  it('serves the API, and its description read from generated/openapi.json with the site routes added', async () => {
    const list = await fetch(`${server.url}/api/banner?perPage=1`);
    expect(list.status).toBe(200);
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/banner', '/api/banner/{id}', '/api/checkout']));
    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('href="openapi.json"');
  });

  it('signs the first admin in, and stops cleanly on SIGTERM', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@test.local', password: 'a-long-production-password-4217' }),
    });
    expect(login.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('database closed');
  });
});

describe('npm start under a process manager', () => {
  /**
   * The process a manager holds is npm's. The package's own start script runs, word for word, in a folder
   * whose `build` does nothing (the bundles exist: rebuilding dist/web here would pull it from under the
   * suites running beside this one) and whose dist/ is this project's.
   */
  it('SIGTERM to npm drains the request in flight, and npm exits 0 after it', async () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const project = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
    try {
      writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'npm-start-probe', private: true, type: 'module', scripts: { build: 'true', start: scripts.start } }));
      symlinkSync(path.join(ROOT, 'dist'), path.join(project, 'dist'));
      const npm = await whenReady(runCommand('npm', ['start'], processEnv(path.join(project, 'data'), PRODUCTION), project));
      try {
        // glibc's malloc arenas bounded for the server itself (docs/performance.md, "Memory: malloc arenas"):
        // npm's one child is the server (`exec env … node`), and its environment says so.
        const [serverPid] = readFileSync(`/proc/${npm.child.pid}/task/${npm.child.pid}/children`, 'utf8').trim().split(' ');
        expect(readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0')).toContain('dist/app/main.cjs');
        expect(readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2');
        const inFlight = slowPost(npm.url, { email: 'drained@test.local', source: 'footer' });
        await new Promise((resolve) => setTimeout(resolve, 500));
        npm.child.kill('SIGTERM');
        await expect.poll(() => npm.output(), { timeout: 10_000 }).toContain('SIGTERM: no new connections');
        expect(npm.child.exitCode).toBe(null); // npm waits for the server
        inFlight.finish();
        expect((await inFlight.answer).status).toBe(201);
        expect(await npm.exited).toBe(0);
        expect(npm.output()).toContain('database closed; bye');
      } finally {
        try {
          process.kill(-npm.child.pid!, 'SIGKILL'); // the group: a server npm left behind goes too
        } catch {
          // nothing left of it
        }
      }
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 60_000);
});

