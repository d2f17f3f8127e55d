import { roleApi, userApi } from '../../../generated/api';
import { authApi } from '../../../runtime-web/api/auth-api';
import { entityMetas } from '../../../generated/schemas';
import type { ListResponse } from '../../../runtime-web/api/client';
import type { EntityMeta, Operation } from '../../../runtime-shared/meta';

export type Permissions = Partial<Record<string, Operation[]>>;

/** A role as `GET /api/role` answers it. */
export interface RoleRecord {
  id: number;
  name: string;
  key: string;
  description: string | null;
  admin_access: boolean;
  all_permissions: boolean;
  requires_two_factor: boolean;
  permissions: Permissions | null;
}

/** A user as `GET /api/user` answers it, with the related role attached. */
export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string | null;
  role_id: number | null;
  role: { id: number; name: string } | null;
}

export const OPERATIONS: readonly Operation[] = ['read', 'create', 'update', 'delete'];

/** The entities a role's permissions can matter for: those the API guards with 'admin' somewhere. */
export const MATRIX_ENTITIES: readonly EntityMeta[] = entityMetas
  .filter((meta) => OPERATIONS.some((op) => meta.access[op] === 'admin'))
  .sort((a, b) => a.pluralLabel.localeCompare(b.pluralLabel));

/** Every role and every user, in name order: the screen shows them all at once. */
export const listRoles = (signal: AbortSignal) => roleApi.list({ perPage: 100, sort: ['name'] }, { signal }) as Promise<ListResponse<RoleRecord>>;
export const listUsers = (signal: AbortSignal) => userApi.list({ perPage: 100, sort: ['first_name'] }, { signal }) as Promise<ListResponse<UserRecord>>;
/** The ids of the users with two-factor sign-in on (kept out of the user API: its columns are secrets). */
export const listTwoFactorUsers = (signal: AbortSignal) => authApi.usersWithTwoFactor({ signal });
