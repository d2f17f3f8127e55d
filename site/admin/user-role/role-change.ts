/**
 * What changing a user's role does to their access, in words: whether the new
 * role grants anything the old one did not (back-office access, or an
 * operation on a section), and what the new role grants, for the confirmation
 * the user-role screen asks before widening anyone's access.
 */
import type { Operation } from '../../../runtime-shared/meta';
import type { UserRoleT } from './messages';
import { MATRIX_ENTITIES, OPERATIONS, type RoleRecord } from './types';

type Grantable = Pick<RoleRecord, 'admin_access' | 'all_permissions' | 'permissions'>;

/** Every `<entity>:<operation>` the role grants in the back office (none without back-office access). */
export function grantsOf(role: Grantable | undefined): Set<string> {
  if (!role?.admin_access) return new Set();
  const pairs = role.all_permissions
    ? MATRIX_ENTITIES.flatMap((meta) => OPERATIONS.map((op) => `${meta.name}:${op}`))
    : Object.entries(role.permissions ?? {}).flatMap(([entity, ops]) => (ops ?? []).map((op) => `${entity}:${op}`));
  return new Set(pairs);
}

/** Whether moving from `from` to `to` gives access the user did not have. An unknown old role counts as none. */
export function widensAccess(from: Grantable | undefined, to: Grantable): boolean {
  if (to.admin_access && !from?.admin_access) return true;
  if (to.all_permissions && to.admin_access && !(from?.all_permissions && from.admin_access)) return true;
  const before = grantsOf(from);
  return [...grantsOf(to)].some((grant) => !before.has(grant));
}

/** "read, add and change" */
function verbs(ops: readonly Operation[], t: UserRoleT): string {
  const words = OPERATIONS.filter((op) => ops.includes(op)).map((op) => t(`verb.${op}`));
  return words.length > 1 ? t('grants.list', { first: words.slice(0, -1).join(', '), last: words.at(-1) ?? '' }) : (words[0] ?? '');
}

/**
 * What the role grants, one line per set of operations, sections by their navigation names.
 * @example describeGrants(editor, t) // ['May use the back office.', 'Read, add, change and delete: Banners, Jobs', 'Read: Orders']
 */
export function describeGrants(role: Grantable, t: UserRoleT): string[] {
  if (!role.admin_access) return [t('grants.customer')];
  if (role.all_permissions) return [t('grants.backOffice'), t('grants.everything')];
  const bySet = new Map<string, string[]>();
  for (const meta of MATRIX_ENTITIES) {
    const ops = role.permissions?.[meta.name] ?? [];
    if (ops.length === 0) continue;
    const key = verbs(ops, t);
    bySet.set(key, [...(bySet.get(key) ?? []), meta.pluralLabel]);
  }
  if (bySet.size === 0) return [t('grants.nothingYet')];
  return [t('grants.backOffice'), ...[...bySet].map(([ops, sections]) => `${ops[0]!.toUpperCase()}${ops.slice(1)}: ${sections.join(', ')}`)];
}
