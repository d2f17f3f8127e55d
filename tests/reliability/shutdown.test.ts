/**
 * Issue 7 item 13: SIGTERM stops accepting connections, lets the request in
 * flight finish (and its row reach the database), closes the database and
 * exits 0; a request that never finishes is cut after SHUTDOWN_TIMEOUT.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';
import { processEnv, slowPost, startServerProcess, type ServerProcess } from '../helpers/process';

const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'shutdown-test-')));
let drained: ServerProcess;
let cut: ServerProcess;

// The two tests' servers start side by side, without the demo content (neither test reads it; seeding it was
// most of a start).
beforeAll(async () => {
  const env = (dir: string, extra: Record<string, string> = {}) => processEnv(dir, { DEMO_CONTENT: '0', ...extra });
  [drained, cut] = await Promise.all([startServerProcess(env(dirs[0]!)), startServerProcess(env(dirs[1]!, { SHUTDOWN_TIMEOUT: '1' }))]);
});
afterAll(() => {
  for (const p of [drained, cut]) if (p?.child.exitCode === null) p.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const server = drained;
    const inFlight = slowPost(server.url, { email: 'late@test.local', source: 'footer' });
    await inFlight.held(); // the server has the headers and waits for the rest of the body
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('SIGTERM: no new connections');
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('database closed');
    const db = connectDatabase({ url: path.join(dirs[0]!, 'app.sqlite') });
    expect(await db('subscribers').where({ email: 'late@test.local' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    await db.destroy();
  });

  it('does not wait longer than SHUTDOWN_TIMEOUT for a request that never finishes', async () => {
    const server = cut;
    const stuck = slowPost(server.url, { email: 'never@test.local', source: 'footer' });
    stuck.answer.catch(() => undefined); // its connection is cut
    await stuck.held();
    const sent = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    expect(Date.now() - sent).toBeLessThan(5000);
    expect(code).toBe(1);
    expect(server.output()).toContain('requests still open after 1 s');
  });
});
