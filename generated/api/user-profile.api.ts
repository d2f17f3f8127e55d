// Generated from entities/user-profile.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { UserProfile, UserProfileInput } from '../schemas/user-profile.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of userProfileApi.list accept. */
export type UserProfileSortField = 'id' | 'created_at' | 'updated_at' | 'user_id' | 'headline' | 'phone' | 'address_line1' | 'address_line2' | 'city' | 'region' | 'postcode' | 'country';

/** What a client sends: `user_id` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type UserProfileClientInput = Omit<UserProfileInput, 'user_id'> & { user_id?: UserProfileInput['user_id'] };

/** The declared actions that userProfileApi.bulk runs besides delete and update. */
export type UserProfileAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type UserProfileRelations = {
  user: { field: 'user_id'; record: User; many: false };
};

/**
 * The API of Profiles at /api/user-profile: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * Owned by `user_id`: a signed-in user sees, changes and deletes only their own rows (another user's row answers 404); staff whose role grants the operation reach all.
 * @example const { data } = await userProfileApi.list({ perPage: 10, sort: ['-id'] });
 */
export const userProfileApi = resourceClient<UserProfile, UserProfileClientInput, UserProfileSortField, UserProfileAction, UserProfileRelations>('user-profile');
