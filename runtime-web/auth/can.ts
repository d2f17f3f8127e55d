import type { AccessLevel, EntityMeta, Operation } from '../../runtime-shared/meta';
import { getUser, type AuthUser } from './storage';

/** Whether a user meets an access level; mirrors the server's check so the UI hides what would fail. */
export function meetsAccess(level: AccessLevel, user: AuthUser | null): boolean {
  if (level === 'public') return true;
  if (!user) return false;
  return level === 'authenticated' || user.role === 'admin';
}

/**
 * Whether the signed-in user may perform `operation` on the entity.
 * @example can(bannerMeta, 'create') // show the "Add Banner" button
 */
export function can(meta: EntityMeta, operation: Operation, user: AuthUser | null = getUser()): boolean {
  return meetsAccess(meta.access[operation], user);
}
