// Generated from entities/api-key.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { apiKeyMeta } from '../../schemas/api-key.schema';

export default function ApiKeyDetailsPage() {
  return <DetailsPage meta={apiKeyMeta} fields={['name', 'prefix', 'role_id', 'creator_id', 'expires_at', 'last_used_at', 'last_used_ip', 'revoked_at']} />;
}
