/** Staff roles and accounts for security tests, made through the API as an admin would. */
import { expect } from 'vitest';
import { call, login } from './http';

export interface Staff {
  id: number;
  roleId: number;
  email: string;
  password: string;
  token: string;
}

/** A back-office role with these permissions, a user holding it, and that user's token. */
export async function createStaff(base: string, adminToken: string, key: string, permissions: Record<string, string[]>, allPermissions = false): Promise<Staff> {
  const json = { name: key, key, admin_access: true, all_permissions: allPermissions, permissions };
  const role = await call(`${base}/api/role`, { method: 'POST', token: adminToken, json });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const email = `${key}@test.local`;
  const password = `${key}-password-1`;
  const user = await call(`${base}/api/user`, { method: 'POST', token: adminToken, json: { first_name: key, email, password, role_id: role.body.data.id } });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  return { id: user.body.data.id, roleId: role.body.data.id, email, password, token: await login(base, email, password) };
}

/** A customer signed up through the public route. */
export async function registerCustomer(base: string, email: string, password = 'customer-pass-1'): Promise<{ id: number; token: string; password: string }> {
  const res = await call(`${base}/api/auth/register`, { method: 'POST', json: { first_name: 'Cust', email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.user.id, token: res.body.data.token, password };
}
