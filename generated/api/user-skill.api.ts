// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { UserSkill, UserSkillInput } from '../schemas/user-skill.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of userSkillApi.list accept. */
export type UserSkillSortField = 'id' | 'created_at' | 'updated_at' | 'user_id' | 'name' | 'level';

/** What a client sends: `user_id` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type UserSkillClientInput = Omit<UserSkillInput, 'user_id'> & { user_id?: UserSkillInput['user_id'] };

/** The declared actions that userSkillApi.bulk runs besides delete and update. */
export type UserSkillAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type UserSkillRelations = {
  user: { field: 'user_id'; record: User; many: false };
};

/**
 * The API of Skills at /api/user-skill: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * Owned by `user_id`: a signed-in user sees, changes and deletes only their own rows (another user's row answers 404); staff whose role grants the operation reach all.
 * @example const { data } = await userSkillApi.list({ perPage: 10, sort: ['-id'] });
 */
export const userSkillApi = resourceClient<UserSkill, UserSkillClientInput, UserSkillSortField, UserSkillAction, UserSkillRelations>('user-skill');
