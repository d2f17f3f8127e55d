// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, RelationSelect, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { contactCreateSchema, contactMeta, contactUpdateSchema } from '../../schemas/contact.schema';

export default function ContactFormPage() {
  return (
    <EntityForm meta={contactMeta} createSchema={contactCreateSchema} updateSchema={contactUpdateSchema}>
      <TextInput name="name" label="Name" required />
      <TextInput name="email" label="Email" type="email" required />
      <TextInput name="phone" label="Phone" type="tel" />
      <TextInput name="company" label="Company" />
      <RelationSelect name="service_id" label="Interested in" entity="service" show="name" />
      <TextInput name="subject" label="Subject" required />
      <TextArea name="message" label="Message" required />
      <Checkbox name="read" label="Read" />
    </EntityForm>
  );
}
