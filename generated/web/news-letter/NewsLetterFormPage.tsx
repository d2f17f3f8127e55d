// Generated from entities/news-letter.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { DateTimeInput, RichTextInput, SelectInput, TextInput } from '../../../runtime-web/form/fields';
import { newsLetterCreateSchema, newsLetterMeta, newsLetterUpdateSchema } from '../../schemas/news-letter.schema';

export default function NewsLetterFormPage() {
  return (
    <EntityForm meta={newsLetterMeta} createSchema={newsLetterCreateSchema} updateSchema={newsLetterUpdateSchema}>
      <TextInput name="subject" label="Subject" required />
      <TextInput name="preheader" label="Preview text" />
      <RichTextInput name="body" label="Body" required />
      <SelectInput name="status" label="Status" options={[{ value: 'draft', label: 'Draft' }, { value: 'sent', label: 'Sent' }]} required />
      <DateTimeInput name="sent_at" label="Sent at" />
      <TextInput name="recipients" label="Recipients" type="number" />
    </EntityForm>
  );
}
