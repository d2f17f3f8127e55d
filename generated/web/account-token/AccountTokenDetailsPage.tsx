// Generated from entities/account-token.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { accountTokenMeta } from '../../schemas/account-token.schema';

export default function AccountTokenDetailsPage() {
  return <DetailsPage meta={accountTokenMeta} fields={['user_id', 'purpose', 'token_hash', 'new_email', 'expires_at', 'used_at']} />;
}
