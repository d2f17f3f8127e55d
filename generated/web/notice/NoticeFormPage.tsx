// Generated from entities/notice.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, DateTimeInput, FileInput, RichTextInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { noticeCreateSchema, noticeMeta, noticeUpdateSchema } from '../../schemas/notice.schema';

export default function NoticeFormPage() {
  return (
    <EntityForm meta={noticeMeta} createSchema={noticeCreateSchema} updateSchema={noticeUpdateSchema}>
      <TextInput name="title" label="Title" required />
      <TextArea name="summary" label="Summary" />
      <RichTextInput name="body" label="Body" required />
      <FileInput name="attachment" label="Attachment" />
      <DateTimeInput name="published_at" label="Publish at" />
      <Checkbox name="pinned" label="Pinned to the top" />
    </EntityForm>
  );
}
