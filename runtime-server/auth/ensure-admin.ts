/**
 * Creates the admin role and the first admin account from the configured email and password, once. Both
 * are written through the local API as `system('first admin')`, as any other record: validated by the
 * entities' schemas, the password hashed by its field, hooks run, an audit entry and history kept.
 */
import type { LocalServices } from '../crud/action-hooks';
import { create, type EntityTarget } from '../local-api/operations';
import { system } from '../local-api/caller';
import { ADMIN_ROLE_KEY, findAccountByEmail, findRole, type RoleGrant } from './accounts';

/** The runtime's account entities (ACCOUNT_TABLE and ROLE_TABLE), as the app's local API registry names them. */
export interface AccountTargets {
  user: EntityTarget;
  role: EntityTarget;
}

const FIRST_ADMIN = system('first admin');

export async function ensureAdmin(services: LocalServices, targets: AccountTargets, email: string, password: string, firstName = 'Admin'): Promise<void> {
  const role = await ensureAdminRole(services, targets.role);
  if (await findAccountByEmail(services.db, email)) return;
  await create(services, targets.user, { email, password, first_name: firstName, role_id: role.id }, { caller: FIRST_ADMIN });
}

async function ensureAdminRole(services: LocalServices, target: EntityTarget): Promise<RoleGrant> {
  const existing = await findRole(services.db, { key: ADMIN_ROLE_KEY });
  if (existing) return existing;
  await create(services, target, { key: ADMIN_ROLE_KEY, name: 'Administrator', admin_access: true, all_permissions: true, permissions: {} }, { caller: FIRST_ADMIN });
  return (await findRole(services.db, { key: ADMIN_ROLE_KEY }))!;
}
