// Generated from entities/account-token.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { AccountToken, AccountTokenInput } from '../schemas/account-token.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of accountTokenApi.list accept. */
export type AccountTokenSortField = 'id' | 'created_at' | 'updated_at' | 'user_id' | 'purpose' | 'token_hash' | 'new_email' | 'expires_at' | 'used_at';

/** The declared actions that accountTokenApi.bulk runs besides delete and update. */
export type AccountTokenAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type AccountTokenRelations = {
  user: { field: 'user_id'; record: User; many: false };
};

/**
 * The API of Account Tokens at /api/account-token: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await accountTokenApi.list({ perPage: 10, sort: ['-id'] });
 */
export const accountTokenApi = resourceClient<AccountToken, AccountTokenInput, AccountTokenSortField, AccountTokenAction, AccountTokenRelations>('account-token');
