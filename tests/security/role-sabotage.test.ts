/**
 * Issue 7, item 3: a role granted `role: update` cannot strip the
 * administrators' role or lift the customer role into the back office; the
 * fixed roles keep their essential properties even against an admin; sign-up
 * never yields back-office access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerCustomer, type Staff } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let roleKeeper: Staff;
/** Everything an admin may do, under a role of its own (the admin's own role is guarded for another reason). */
let superuser: Staff;
let adminRoleId: number;
let customerRoleId: number;
let editorRoleId: number;

const roleRow = async (id: number) => {
  const row = await server.db('roles').where({ id }).first('key', 'admin_access', 'all_permissions', 'permissions');
  // SQLite answers booleans as 1/0, PostgreSQL as booleans.
  return row && { ...row, admin_access: Boolean(row.admin_access), all_permissions: Boolean(row.all_permissions) };
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  adminRoleId = (await server.db('roles').where({ key: 'admin' }).first('id')).id;
  await registerCustomer(server.url, 'first@test.local'); // creates the customer role
  customerRoleId = (await server.db('roles').where({ key: 'customer' }).first('id')).id;
  roleKeeper = await createStaff(server.url, admin, 'keeper', { role: ['read', 'create', 'update', 'delete'], banner: ['read'] });
  superuser = await createStaff(server.url, admin, 'superuser', {}, true);
  const editor = await call(`${server.url}/api/role`, { method: 'POST', token: admin, json: { name: 'Editor', key: 'editor', admin_access: true, permissions: { banner: ['read', 'update'] } } });
  editorRoleId = editor.body.data.id;
});
afterAll(() => server?.close());

describe('a role granted role: update', () => {
  it("cannot strip the administrators' role", async () => {
    const before = await roleRow(adminRoleId);
    const res = await call(`${server.url}/api/role/${adminRoleId}`, { method: 'PATCH', token: roleKeeper.token, json: { admin_access: false } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You cannot change or delete a role that grants more than your own');
    expect((await call(`${server.url}/api/role/${adminRoleId}`, { method: 'DELETE', token: roleKeeper.token })).status).toBe(403);
    expect(await roleRow(adminRoleId)).toEqual(before);
  });

  it('cannot edit or delete a role that grants more than its own', async () => {
    const res = await call(`${server.url}/api/role/${editorRoleId}`, { method: 'PATCH', token: roleKeeper.token, json: { permissions: { banner: ['read'] } } });
    expect(res.status).toBe(403);
    expect((await call(`${server.url}/api/role/${editorRoleId}`, { method: 'DELETE', token: roleKeeper.token })).status).toBe(403);
    expect(JSON.parse((await roleRow(editorRoleId)).permissions)).toEqual({ banner: ['read', 'update'] });
  });

  it('cannot give the customer role back-office access', async () => {
    const res = await call(`${server.url}/api/role/${customerRoleId}`, { method: 'PATCH', token: roleKeeper.token, json: { admin_access: true, permissions: { banner: ['read'] } } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('The customer role (every sign-up’s) cannot reach the back office');
  });

  it('cannot define a role that grants more than its own (the existing guard)', async () => {
    const res = await call(`${server.url}/api/role`, { method: 'POST', token: roleKeeper.token, json: { name: 'Big', key: 'big', admin_access: true, all_permissions: true } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You cannot define a role that grants more than your own');
    expect(await server.db('roles').where({ key: 'big' }).first()).toBeUndefined();
  });
});

describe('the fixed roles, even for a role with all permissions', () => {
  it("keep the administrators' back-office access and all permissions", async () => {
    const kept = 'The administrators’ role keeps back-office access and all permissions';
    for (const [json, message] of [[{ admin_access: false }, kept], [{ all_permissions: false }, kept], [{ key: 'old_admin' }, 'The key of the Administrator role cannot change']] as const) {
      const res = await call(`${server.url}/api/role/${adminRoleId}`, { method: 'PATCH', token: superuser.token, json });
      expect(res.status, JSON.stringify(json)).toBe(403);
      expect(res.body.error.message).toBe(message);
    }
    expect(await roleRow(adminRoleId)).toMatchObject({ key: 'admin', admin_access: true, all_permissions: true });
  });

  it('cannot delete the administrators’ or the customer role', async () => {
    const res = await call(`${server.url}/api/role/${adminRoleId}`, { method: 'DELETE', token: superuser.token });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('The Administrator role cannot be deleted');
    expect((await call(`${server.url}/api/role/${customerRoleId}`, { method: 'DELETE', token: superuser.token })).status).toBe(403);
  });

  it('never give the customer role back-office access or all permissions', async () => {
    const never = 'The customer role (every sign-up’s) cannot reach the back office';
    for (const [json, message] of [[{ admin_access: true }, never], [{ all_permissions: true }, never], [{ key: 'shopper' }, 'The key of the Customer role cannot change']] as const) {
      const res = await call(`${server.url}/api/role/${customerRoleId}`, { method: 'PATCH', token: superuser.token, json });
      expect(res.status, JSON.stringify(json)).toBe(403);
      expect(res.body.error.message).toBe(message);
    }
    expect(await roleRow(customerRoleId)).toMatchObject({ key: 'customer', admin_access: false, all_permissions: false });
  });

  it('still let an admin rename them and edit other roles', async () => {
    expect((await call(`${server.url}/api/role/${customerRoleId}`, { method: 'PATCH', token: superuser.token, json: { name: 'Shop customer' } })).status).toBe(200);
    expect((await call(`${server.url}/api/role/${editorRoleId}`, { method: 'PATCH', token: superuser.token, json: { permissions: { banner: ['read'] } } })).status).toBe(200);
  });
});

describe('sign-up', () => {
  it('always gives the customer role, whatever the body asks, and no back office', async () => {
    const res = await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: 'Eve', email: 'eve@test.local', password: 'eve-password-1', role_id: adminRoleId, admin_access: true } });
    expect(res.status).toBe(201);
    expect(res.body.data.user.role).toMatchObject({ key: 'customer', admin_access: false, all_permissions: false });
    expect((await call(`${server.url}/api/dashboard`, { token: res.body.data.token })).status).toBe(403);
    expect((await call(`${server.url}/api/banner`, { method: 'POST', token: res.body.data.token, json: { title: 'x' } })).status).toBe(403);
  });
});
