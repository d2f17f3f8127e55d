// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { DateTimeInput } from '../../../kinds/datetime/DateTimeInput';
import { FileInput } from '../../../kinds/file/FileInput';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { noticeCreateSchema, noticeMeta } from '../../schemas/notice.schema';

export function NoticeFields() {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <TextArea name="summary" label="Summary" />
      <RichTextInput name="body" label="Body" required />
      <FileInput name="attachment" label="Attachment" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <DateTimeInput name="published_at" label="Publish at" />
      <Checkbox name="pinned" label="Pinned to the top" />
    </>
  );
}

/** The add form without its page, for creating notice records inline from a relation select. */
export const noticeInlineForm: InlineForm = { meta: noticeMeta, schema: noticeCreateSchema, Fields: NoticeFields };
