/**
 * Issue 7 item 13: in production a missing SQLite file is refused at start
 * (a wrong DATA_DIR would otherwise start an empty site over the real one),
 * unless the first start says DATABASE_CREATE=1. Development creates it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processEnv, runToEnd, startServerProcess } from '../helpers/process';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'production-db-'));
  dirs.push(dir);
  return dir;
};
const production = (dir: string, extra: Record<string, string> = {}) => processEnv(dir, { NODE_ENV: 'production', ...extra });

describe('a missing database file in production', () => {
  it('refuses to start, and to migrate, naming the file and DATABASE_CREATE=1; nothing is created', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'app.sqlite');
    const start = await runToEnd('site/server/main.ts', [], production(dir));
    expect(start.code).toBe(1);
    expect(start.output).toContain(`The database file ${file} does not exist. In production it is not created silently`);
    expect(start.output).toContain('set DATABASE_CREATE=1 for the first start');
    const migrate = await runToEnd('site/server/migrate.ts', ['latest'], production(dir));
    expect(migrate.code).toBe(1);
    expect(migrate.output).toContain('DATABASE_CREATE=1');
    expect(existsSync(file)).toBe(false);
  });

  it('creates it when the first start says DATABASE_CREATE=1', async () => {
    const dir = tempDir();
    const server = await startServerProcess(production(dir, { DATABASE_CREATE: '1' }));
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(existsSync(path.join(dir, 'app.sqlite'))).toBe(true);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
