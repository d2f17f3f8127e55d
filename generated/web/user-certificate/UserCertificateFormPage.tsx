// Generated from entities/user-certificate.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { FileInput, RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import { userCertificateCreateSchema, userCertificateMeta, userCertificateUpdateSchema } from '../../schemas/user-certificate.schema';

export default function UserCertificateFormPage() {
  return (
    <EntityForm meta={userCertificateMeta} createSchema={userCertificateCreateSchema} updateSchema={userCertificateUpdateSchema}>
      <RelationSelect name="user_id" label="Account" entity="user" show="email" required />
      <TextInput name="name" label="Name" required />
      <TextInput name="issuer" label="Issuer" required />
      <TextInput name="issued_on" label="Issued on" type="date" />
      <TextInput name="credential_url" label="Credential link" type="url" />
      <FileInput name="document" label="Certificate (image or PDF)" />
    </EntityForm>
  );
}
