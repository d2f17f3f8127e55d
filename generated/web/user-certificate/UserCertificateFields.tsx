// Generated from entities/user-certificate.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { FileInput } from '../../../kinds/file/FileInput';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { userCertificateCreateSchema, userCertificateMeta } from '../../schemas/user-certificate.schema';

export function UserCertificateFields() {
  return (
    <>
      <RelationSelect name="user_id" label="Account" entity="user" show="email" required />
      <TextInput name="name" label="Name" required />
      <TextInput name="issuer" label="Issuer" required />
      <TextInput name="issued_on" label="Issued on" type="date" />
      <TextInput name="credential_url" label="Credential link" type="url" />
      <FileInput name="document" label="Certificate (image or PDF)" />
    </>
  );
}

/** The add form without its page, for creating certificate records inline from a relation select. */
export const userCertificateInlineForm: InlineForm = { meta: userCertificateMeta, schema: userCertificateCreateSchema, Fields: UserCertificateFields };
