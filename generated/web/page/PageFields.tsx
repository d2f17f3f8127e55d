// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ArrayInput } from '../../../kinds/array/ArrayInput';
import { BlocksInput } from '../../../kinds/blocks/BlocksInput';
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { GroupInput } from '../../../kinds/group/GroupInput';
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
      <GroupInput name="seo" label="Search engines"><TextInput name="seo.title" label="Title" /><TextArea name="seo.description" label="Description" /><Checkbox name="seo.no_index" label="Hide from search engines" /></GroupInput>
      <BlocksInput name="layout" label="Page sections" max={50} types={[{ type: 'hero', label: 'Hero', newItem: { type: 'hero' }, render: (r0: string) => (<><TextInput name={`${r0}.heading`} label="Heading" required /><TextArea name={`${r0}.subheading`} label="Subheading" /><TextInput name={`${r0}.button_label`} label="Button label" /><TextInput name={`${r0}.button_url`} label="Button link" type="url" /></>) }, { type: 'richText', label: 'Text', newItem: { type: 'richText' }, render: (r0: string) => (<><RichTextInput name={`${r0}.body`} label="Body" required /></>) }, { type: 'quote', label: 'Quote', newItem: { type: 'quote' }, render: (r0: string) => (<><TextArea name={`${r0}.text`} label="Text" required /><TextInput name={`${r0}.author`} label="Author" /></>) }, { type: 'cta', label: 'Call to action', newItem: { type: 'cta', style: 'primary' }, render: (r0: string) => (<><TextInput name={`${r0}.heading`} label="Heading" required /><TextInput name={`${r0}.button_label`} label="Button label" required /><TextInput name={`${r0}.button_url`} label="Button link" type="url" required /><SelectInput name={`${r0}.style`} label="Style" options={[{ value: 'primary', label: 'Primary' }, { value: 'subtle', label: 'Subtle' }]} required /></>) }, { type: 'faq', label: 'Questions and answers', newItem: { type: 'faq', items: [] }, render: (r0: string) => (<><TextInput name={`${r0}.heading`} label="Heading" /><ArrayInput name={`${r0}.items`} label="Questions" rowLabel="question" min={1} max={30} newRow={{}} renderRow={(r1: string) => (<><TextInput name={`${r1}.question`} label="Question" required /><TextArea name={`${r1}.answer`} label="Answer" required /></>)} /></>) }]} />
      <Checkbox name="published" label="Published on the site" />
    </>
  );
}

/** The add form without its page, for creating content page records inline from a relation select. */
export const pageInlineForm: InlineForm = { meta: pageMeta, schema: pageCreateSchema, Fields: PageFields };
