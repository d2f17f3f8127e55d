/**
 * Declared actions on an entity whose update access is 'owner'. No entity of
 * entities/ has both today, so the generic router is mounted here for the
 * generated skill entity with one declared action added (its meta is plain
 * data): a customer runs it on their own row and gets 404 for another's.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resources } from '../../generated/server';
import { userSkillCreateSchema, userSkillMeta, userSkillUpdateSchema } from '../../generated/schemas/user-skill.schema';
import { createApp } from '../../runtime-server/app';
import { createCrudRouter } from '../../runtime-server/crud/router';
import { createMailer } from '../../runtime-server/mail/mailer';
import type { EntityMeta } from '../../runtime-shared/meta';
import { call } from '../helpers/http';
import { startTestServer, TEST_SECRET, type TestServer } from '../helpers/server';

const meta: EntityMeta = {
  ...userSkillMeta,
  actions: [{ name: 'promote', label: 'Promote', set: { level: 'expert' }, from: { level: ['intermediate'] }, confirm: false }],
};

let server: TestServer;
let app: Server;
let url: string;

beforeAll(async () => {
  server = await startTestServer();
  const skills = { meta, router: createCrudRouter({ meta, createSchema: userSkillCreateSchema, updateSchema: userSkillUpdateSchema }) };
  const served = createApp({
    db: server.db,
    uploadsDir: server.uploadsDir,
    jwtSecret: TEST_SECRET,
    tokenLifetime: '1h',
    mailer: createMailer({ from: 'Test <no-reply@test.local>', outboxDir: server.outboxDir }),
    publicUrl: 'http://site.test',
    resources: [...resources.filter((r) => r.meta.name !== meta.name), skills],
  });
  app = served.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => app.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => app?.close(() => resolve()));
  app?.closeAllConnections();
  await server?.close();
});

async function customer(name: string) {
  const made = await call(`${url}/api/auth/register`, { method: 'POST', json: { first_name: name, email: `${name}@actions.test`, password: 'actions-password-1' } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const token = made.body.data.token as string;
  const skill = await call(`${url}/api/user-skill`, { method: 'POST', token, json: { name: 'TypeScript', level: 'intermediate' } });
  expect(skill.status, JSON.stringify(skill.body)).toBe(201);
  return { token, skill: skill.body.data.id as number };
}

it("runs an action on the caller's own row, and answers 404 for another customer's, leaving it alone", async () => {
  const alice = await customer('alice');
  const bob = await customer('bob');
  const foreign = await call(`${url}/api/user-skill/${bob.skill}/actions/promote`, { method: 'POST', token: alice.token });
  expect(foreign).toEqual({ status: 404, body: { error: { message: `Skill ${bob.skill} was not found` } } });
  expect(await server.db('user_skills').where({ id: bob.skill }).first('level')).toEqual({ level: 'intermediate' });
  const own = await call(`${url}/api/user-skill/${alice.skill}/actions/promote`, { method: 'POST', token: alice.token });
  expect(own.status, JSON.stringify(own.body)).toBe(200);
  expect(own.body.data.level).toBe('expert');
});
