// Generated from entities/it-consulting.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ImageInput } from '../../../kinds/image/ImageInput';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { itConsultingCreateSchema, itConsultingMeta } from '../../schemas/it-consulting.schema';

export function ItConsultingFields() {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <TextArea name="summary" label="Short description" required />
      <RichTextInput name="body" label="Details" />
      <ImageInput name="icon" label="Icon" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <ImageInput name="photo" label="Photo" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <RelationSelect name="service_id" label="Linked service" entity="service" show="name" />
      <TextInput name="display_order" label="Display order" type="number" />
    </>
  );
}

/** The add form without its page, for creating it consulting service records inline from a relation select. */
export const itConsultingInlineForm: InlineForm = { meta: itConsultingMeta, schema: itConsultingCreateSchema, Fields: ItConsultingFields };
