// Generated from entities/news-letter.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DateTimeInput } from '../../../kinds/datetime/DateTimeInput';
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { newsLetterCreateSchema, newsLetterMeta } from '../../schemas/news-letter.schema';

export function NewsLetterFields() {
  return (
    <>
      <TextInput name="subject" label="Subject" required />
      <TextInput name="preheader" label="Preview text" />
      <RichTextInput name="body" label="Body" required />
      <SelectInput name="status" label="Status" options={[{ value: 'draft', label: 'Draft' }, { value: 'sent', label: 'Sent' }]} required />
      <DateTimeInput name="sent_at" label="Sent at" />
      <TextInput name="recipients" label="Recipients" type="number" />
    </>
  );
}

/** The add form without its page, for creating newsletter records inline from a relation select. */
export const newsLetterInlineForm: InlineForm = { meta: newsLetterMeta, schema: newsLetterCreateSchema, Fields: NewsLetterFields };
