/** Creates the first admin account from the configured email and password, once. */
import type { Knex } from 'knex';
import { ADMIN_ROLE } from './access';
import { ACCOUNT_TABLE, findAccountByEmail } from './accounts';
import { hashPassword } from './passwords';

export async function ensureAdmin(db: Knex, email: string, password: string, firstName = 'Admin'): Promise<void> {
  if (await findAccountByEmail(db, email)) return;
  const now = new Date().toISOString();
  await db(ACCOUNT_TABLE).insert({
    email: email.toLowerCase(),
    password: await hashPassword(password),
    first_name: firstName,
    role: ADMIN_ROLE,
    created_at: now,
    updated_at: now,
  });
}
