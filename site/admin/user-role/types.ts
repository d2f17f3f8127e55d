import { entityMetas } from '../../../generated/schemas';
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

export const ROLES_PATH = '/api/role?perPage=100&sort=name';
export const USERS_PATH = '/api/user?perPage=100&sort=first_name';
