/** Creates the admin role and the first admin account from the configured email and password, once. */
import type { Knex } from 'knex';
import { ACCOUNT_TABLE, ensureRole, findAccountByEmail } from './accounts';
import { hashPassword } from './passwords';
import { normaliseEmail } from '../../runtime-shared/validation';

export const ADMIN_ROLE_KEY = 'admin';
export const CUSTOMER_ROLE_KEY = 'customer';

export async function ensureAdmin(db: Knex, email: string, password: string, firstName = 'Admin'): Promise<void> {
  const role = await ensureRole(db, ADMIN_ROLE_KEY, { name: 'Administrator', admin_access: true, all_permissions: true, permissions: {} });
  if (await findAccountByEmail(db, email)) return;
  const now = new Date().toISOString();
  await db(ACCOUNT_TABLE).insert({
    email: normaliseEmail(email),
    password: await hashPassword(password),
    first_name: firstName,
    role_id: role.id,
    created_at: now,
    updated_at: now,
  });
}
