// Generated from entities/user-education.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { UserEducation, UserEducationInput } from '../schemas/user-education.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of userEducationApi.list accept. */
export type UserEducationSortField = 'id' | 'created_at' | 'updated_at' | 'user_id' | 'institution' | 'degree' | 'field_of_study' | 'start_date' | 'end_date';

/** What a client sends: `user_id` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type UserEducationClientInput = Omit<UserEducationInput, 'user_id'> & { user_id?: UserEducationInput['user_id'] };

/** The declared actions that userEducationApi.bulk runs besides delete and update. */
export type UserEducationAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type UserEducationRelations = {
  user: { field: 'user_id'; record: User; many: false };
};

/**
 * The API of Education at /api/user-education: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * Owned by `user_id`: a signed-in user sees, changes and deletes only their own rows (another user's row answers 404); staff whose role grants the operation reach all.
 * @example const { data } = await userEducationApi.list({ perPage: 10, sort: ['-id'] });
 */
export const userEducationApi = resourceClient<UserEducation, UserEducationClientInput, UserEducationSortField, UserEducationAction, UserEducationRelations>('user-education');
