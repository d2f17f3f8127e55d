// Generated from entities/api-key.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { ApiKey, ApiKeyInput } from '../schemas/api-key.schema';
import type { Role } from '../schemas/role.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of apiKeyApi.list accept. */
export type ApiKeySortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'prefix' | 'role_id' | 'creator_id' | 'expires_at' | 'last_used_at' | 'last_used_ip' | 'revoked_at';

/** The declared actions that apiKeyApi.bulk runs besides delete and update. */
export type ApiKeyAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type ApiKeyRelations = {
  role: { field: 'role_id'; record: Role; many: false };
  creator: { field: 'creator_id'; record: User; many: false };
};

/**
 * The API of API Keys at /api/api-key: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await apiKeyApi.list({ perPage: 10, sort: ['-id'] });
 */
export const apiKeyApi = resourceClient<ApiKey, ApiKeyInput, ApiKeySortField, ApiKeyAction, ApiKeyRelations>('api-key');
