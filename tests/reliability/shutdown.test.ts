/**
 * Issue 7 item 13: SIGTERM stops accepting connections, lets the request in
 * flight finish (and its row reach the database), closes the database and
 * exits 0; a request that never finishes is cut after SHUTDOWN_TIMEOUT.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';
import { processEnv, slowPost, startServerProcess, type ServerProcess } from '../helpers/process';

const dirs: string[] = [];
const running: ServerProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shutdown-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const p of running.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const dir = tempDir();
    const server = await startServerProcess(processEnv(dir));
    running.push(server);
    const inFlight = slowPost(server.url, { email: 'late@test.local', source: 'footer' });
    await sleep(1000); // the server has the headers and waits for the rest of the body
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('SIGTERM: no new connections');
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('database closed');
    const db = connectDatabase({ url: path.join(dir, 'app.sqlite') });
    expect(await db('subscribers').where({ email: 'late@test.local' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    await db.destroy();
  });

  it('does not wait longer than SHUTDOWN_TIMEOUT for a request that never finishes', async () => {
    const server = await startServerProcess(processEnv(tempDir(), { SHUTDOWN_TIMEOUT: '1' }));
    running.push(server);
    const stuck = slowPost(server.url, { email: 'never@test.local', source: 'footer' });
    stuck.answer.catch(() => undefined); // its connection is cut
    await sleep(1000);
    const sent = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    expect(Date.now() - sent).toBeLessThan(5000);
    expect(code).toBe(1);
    expect(server.output()).toContain('requests still open after 1 s');
  });
});
