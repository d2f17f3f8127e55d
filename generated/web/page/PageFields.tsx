// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { pageCreateSchema, pageMeta } from '../../schemas/page.schema';

export function PageFields() {
  return (
    <>
      <TextInput name="slug" label="Slug" required />
      <TextInput name="title" label="Title" required />
      <TextArea name="meta_description" label="Meta description" />
      <RichTextInput name="body" label="Body" required />
      <Checkbox name="published" label="Published on the site" />
    </>
  );
}

/** The add form without its page, for creating content page records inline from a relation select. */
export const pageInlineForm: InlineForm = { meta: pageMeta, schema: pageCreateSchema, Fields: PageFields };
