// Generated from entities/contact.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { contactCreateSchema, contactMeta } from '../../schemas/contact.schema';

export function ContactFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextInput name="email" label="Email" type="email" required />
      <TextInput name="phone" label="Phone" type="tel" />
      <TextInput name="company" label="Company" />
      <RelationSelect name="service_id" label="Interested in" entity="service" show="name" />
      <TextInput name="subject" label="Subject" required />
      <TextArea name="message" label="Message" required />
      <Checkbox name="read" label="Read" />
    </>
  );
}

/** The add form without its page, for creating contact records inline from a relation select. */
export const contactInlineForm: InlineForm = { meta: contactMeta, schema: contactCreateSchema, Fields: ContactFields };
