// Generated from entities/user-certificate.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { userCertificateMeta } from '../../schemas/user-certificate.schema';

export default function UserCertificateDetailsPage() {
  return <DetailsPage meta={userCertificateMeta} fields={['user_id', 'name', 'issuer', 'issued_on', 'credential_url', 'document']} />;
}
