// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { User, UserInput } from '../schemas/user.schema';
import type { Role } from '../schemas/role.schema';

/** The fields that `sort` and `filter` of userApi.list accept. */
export type UserSortField = 'id' | 'created_at' | 'updated_at' | 'first_name' | 'last_name' | 'email' | 'phone' | 'role_id' | 'language';

/** The declared actions that userApi.bulk runs besides delete and update. */
export type UserAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type UserRelations = {
  role: { field: 'role_id'; record: Role; many: false };
};

/**
 * The API of Users at /api/user: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await userApi.list({ perPage: 10, sort: ['-id'] });
 */
export const userApi = resourceClient<User, UserInput, UserSortField, UserAction, UserRelations>('user');
