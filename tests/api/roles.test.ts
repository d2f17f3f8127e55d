/** Roles and permissions on the server: grants per entity, and nobody can raise their own role. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let recruiter: string;
let recruiterId: number;
let recruiterRoleId: number;
let adminRoleId: number;
let otherUserId: number;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  adminRoleId = (await server.db('roles').where({ key: 'admin' }).first('id')).id;
  const permissions = { service: ['read'], user: ['read', 'update'], role: ['read', 'update'] };
  const role = await call(`${server.url}/api/role`, { method: 'POST', token: admin, json: { name: 'Recruiter', key: 'recruiter', admin_access: true, permissions } });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  recruiterRoleId = role.body.data.id;
  const user = await call(`${server.url}/api/user`, { method: 'POST', token: admin, json: { first_name: 'Rita', email: 'rita@test.local', password: 'recruiter-pass', role_id: recruiterRoleId } });
  recruiterId = user.body.data.id;
  const other = await call(`${server.url}/api/user`, { method: 'POST', token: admin, json: { first_name: 'Otto', email: 'otto@test.local', password: 'other-password', role_id: recruiterRoleId } });
  otherUserId = other.body.data.id;
  recruiter = await login(server.url, 'rita@test.local', 'recruiter-pass');
});

afterAll(() => server?.close());

describe('permissions per entity', () => {
  it('grants exactly what the role lists', async () => {
    expect((await call(`${server.url}/api/service?filter[id]=1`, { token: recruiter })).status).toBe(200);
    expect((await call(`${server.url}/api/service`, { method: 'POST', token: recruiter, json: { name: 'Nope' } })).status).toBe(403);
    expect((await call(`${server.url}/api/banner/1`, { method: 'DELETE', token: recruiter })).status).toBe(403);
  });

  it('answers /api/auth/me with the role and its permissions', async () => {
    const me = await call(`${server.url}/api/auth/me`, { token: recruiter });
    expect(me.body.data.role).toMatchObject({ key: 'recruiter', admin_access: true, all_permissions: false, permissions: { service: ['read'] } });
  });

  it('sees a permission change on the next request', async () => {
    await call(`${server.url}/api/role/${recruiterRoleId}`, { method: 'PATCH', token: admin, json: { permissions: { service: ['read', 'create'], user: ['read', 'update'], role: ['read', 'update'] } } });
    expect((await call(`${server.url}/api/service`, { method: 'POST', token: recruiter, json: { name: 'Allowed now' } })).status).toBe(201);
  });
});

describe('nobody can raise their own role', () => {
  it('refuses changing your own role', async () => {
    const res = await call(`${server.url}/api/user/${recruiterId}`, { method: 'PATCH', token: recruiter, json: { role_id: adminRoleId } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You cannot change your own role');
  });

  it("refuses editing your own role's permissions", async () => {
    const res = await call(`${server.url}/api/role/${recruiterRoleId}`, { method: 'PATCH', token: recruiter, json: { all_permissions: true } });
    expect(res.status).toBe(403);
  });

  it('refuses handing out a role that grants more than yours', async () => {
    const res = await call(`${server.url}/api/user/${otherUserId}`, { method: 'PATCH', token: recruiter, json: { role_id: adminRoleId } });
    expect(res.status).toBe(403);
    expect((await server.db('users').where({ id: otherUserId }).first('role_id')).role_id).toBe(recruiterRoleId);
  });

  it('refuses deleting your own account, even as admin', async () => {
    const me = await call(`${server.url}/api/auth/me`, { token: admin });
    expect((await call(`${server.url}/api/user/${me.body.data.id}`, { method: 'DELETE', token: admin })).status).toBe(403);
  });

  it('lets an admin change other users’ roles', async () => {
    const res = await call(`${server.url}/api/user/${otherUserId}`, { method: 'PATCH', token: admin, json: { role_id: adminRoleId } });
    expect(res.status).toBe(200);
  });
});
