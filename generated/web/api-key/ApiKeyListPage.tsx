// Generated from entities/api-key.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { apiKeyMeta, type ApiKey } from '../../schemas/api-key.schema';

const columns: ListColumn<ApiKey>[] = [
  { field: 'name', header: 'Name' },
  { field: 'role_id', header: 'Role' },
  { field: 'creator_id', header: 'Created by' },
  { field: 'expires_at', header: 'Expires at' },
  { field: 'last_used_at', header: 'Last used at' },
  { field: 'revoked_at', header: 'Revoked at' },
];

export default function ApiKeyListPage() {
  return <ListPage meta={apiKeyMeta} columns={columns} />;
}
