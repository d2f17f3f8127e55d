// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ImageInput } from '../../../kinds/image/ImageInput';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { consultingStepCreateSchema, consultingStepMeta } from '../../schemas/consulting-step.schema';

export function ConsultingStepFields() {
  return (
    <>
      <TextInput name="step_number" label="Step number" type="number" required />
      <TextInput name="title" label="Title" required />
      <TextArea name="summary" label="Short description" required />
      <RichTextInput name="body" label="Details" />
      <ImageInput name="icon" label="Icon" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
    </>
  );
}

/** The add form without its page, for creating consulting step records inline from a relation select. */
export const consultingStepInlineForm: InlineForm = { meta: consultingStepMeta, schema: consultingStepCreateSchema, Fields: ConsultingStepFields };
