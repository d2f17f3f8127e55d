// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { contactCreateSchema, contactMeta, contactUpdateSchema } from '../../schemas/contact.schema';
import { ContactFields } from './ContactFields';

export default function ContactFormPage() {
  return (
    <EntityForm meta={contactMeta} createSchema={contactCreateSchema} updateSchema={contactUpdateSchema}>
      <ContactFields />
    </EntityForm>
  );
}
