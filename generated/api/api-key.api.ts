// Generated from entities/api-key.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { ApiKey, ApiKeyInput } from '../schemas/api-key.schema';

/** The fields that `sort` and `filter` of apiKeyApi.list accept. */
export type ApiKeySortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'prefix' | 'role_id' | 'creator_id' | 'expires_at' | 'last_used_at' | 'last_used_ip' | 'revoked_at';

/** The declared actions that apiKeyApi.bulk runs besides delete and update. */
export type ApiKeyAction = never;

/**
 * The API of API Keys at /api/api-key: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await apiKeyApi.list({ perPage: 10, sort: ['-id'] });
 */
export const apiKeyApi = resourceClient<ApiKey, ApiKeyInput, ApiKeySortField, ApiKeyAction>('api-key');
