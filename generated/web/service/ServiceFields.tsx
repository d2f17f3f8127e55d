// Generated from entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { ImageInput } from '../../../kinds/image/ImageInput';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { serviceCreateSchema, serviceMeta } from '../../schemas/service.schema';

export function ServiceFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextInput name="slug" label="Slug" />
      <TextArea name="summary" label="Short description" />
      <RichTextInput name="body" label="Description" />
      <ImageInput name="icon" label="Icon or photo" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="featured" label="Show on the home page" />
    </>
  );
}

/** The add form without its page, for creating service records inline from a relation select. */
export const serviceInlineForm: InlineForm = { meta: serviceMeta, schema: serviceCreateSchema, Fields: ServiceFields };
