// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Role, RoleInput } from '../schemas/role.schema';

/** The fields that `sort` and `filter` of roleApi.list accept. */
export type RoleSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'key' | 'admin_access' | 'all_permissions' | 'requires_two_factor';

/** The declared actions that roleApi.bulk runs besides delete and update. */
export type RoleAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type RoleRelations = Record<never, never>;

/**
 * The API of Roles at /api/role: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await roleApi.list({ perPage: 10, sort: ['-id'] });
 */
export const roleApi = resourceClient<Role, RoleInput, RoleSortField, RoleAction, RoleRelations>('role');
