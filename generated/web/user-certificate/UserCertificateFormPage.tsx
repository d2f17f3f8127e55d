// Generated from entities/user-certificate.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { userCertificateCreateSchema, userCertificateMeta, userCertificateUpdateSchema } from '../../schemas/user-certificate.schema';
import { UserCertificateFields } from './UserCertificateFields';

export default function UserCertificateFormPage() {
  return (
    <EntityForm meta={userCertificateMeta} createSchema={userCertificateCreateSchema} updateSchema={userCertificateUpdateSchema}>
      <UserCertificateFields />
    </EntityForm>
  );
}
