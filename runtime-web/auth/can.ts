import type { AccessLevel, EntityMeta, Operation } from '../../runtime-shared/meta';
import { getUser, type AuthUser } from './storage';

/** Whether the user's role opens the back office at all. */
export function hasAdminAccess(user: AuthUser | null): boolean {
  return Boolean(user?.role?.admin_access);
}

/** Whether the user's role grants `operation` on the entity; mirrors the server's `'admin'` check. */
export function roleGrants(user: AuthUser | null, entityName: string, operation: Operation): boolean {
  const role = user?.role;
  if (!role?.admin_access) return false;
  return role.all_permissions || Boolean(role.permissions?.[entityName]?.includes(operation));
}

/**
 * Whether the user meets an access level for an operation on an entity
 * named by its API name (navigation entries and routes carry only the name).
 * @example canEntity('banner', 'admin', 'read')
 */
export function canEntity(entityName: string, level: AccessLevel, operation: Operation, user: AuthUser | null = getUser()): boolean {
  if (level === 'public') return true;
  if (!user || level === 'none') return false;
  // 'owner': every signed-in user, on their own rows (the server limits which).
  return level === 'authenticated' || level === 'owner' || roleGrants(user, entityName, operation);
}

/**
 * Whether the signed-in user may perform `operation` on the entity, as the API decides it.
 * @example can(bannerMeta, 'create') // may the API be asked to create a banner
 */
export function can(meta: EntityMeta, operation: Operation, user: AuthUser | null = getUser()): boolean {
  return canEntity(meta.name, meta.access[operation], operation, user);
}

/**
 * Whether the back office offers `operation` on the entity: there a role
 * manages only what it is granted, even where the API is open to everyone
 * (anyone may send a contact message; not every editor manages them).
 * Used for navigation, routes, buttons and links, so they always agree.
 * @example canManage('banner', 'update') // show the Edit link
 */
export function canManage(entityName: string, operation: Operation, user: AuthUser | null = getUser(), level?: AccessLevel): boolean {
  return level !== 'none' && canEntity(entityName, 'admin', operation, user);
}
