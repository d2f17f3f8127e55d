/**
 * What `npm start` runs: the server bundled by `npm run build:server` (esbuild) and started
 * with plain node in production mode. The other suites run the TypeScript through tsx, so only
 * this one sees what bundling changes: paths resolved from the bundle's folder (the web build,
 * generated/openapi.json read when first asked for), packages left outside the bundle.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER, processEnv, ROOT, startServerProcess, type ServerProcess } from '../helpers/process';

let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'pipe' });
  dir = mkdtempSync(path.join(tmpdir(), 'production-build-'));
  const env = processEnv(dir, { NODE_ENV: 'production', DATABASE_CREATE: '1', ADMIN_PASSWORD: 'a-long-production-password-4217' });
  server = await startServerProcess(env, 60_000, BUILT_SERVER);
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the production build (npm start)', () => {
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
