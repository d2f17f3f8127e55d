// Generated from entities/media.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { FileInput } from '../../../kinds/file/FileInput';
import { FocalPointInput } from '../../../kinds/focal-point/FocalPointInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { mediaCreateSchema, mediaMeta } from '../../schemas/media.schema';

export function MediaFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <FileInput name="file" label="File" required="onCreate" />
      <TextInput name="alt" label="Alt text" />
      <TextArea name="caption" label="Caption" />
      <FocalPointInput name="focal_point" label="Focal point" of="file" />
    </>
  );
}

/** The add form without its page, for creating media file records inline from a relation select. */
export const mediaInlineForm: InlineForm = { meta: mediaMeta, schema: mediaCreateSchema, Fields: MediaFields };
