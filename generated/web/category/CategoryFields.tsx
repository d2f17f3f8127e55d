// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { ColorInput } from '../../../kinds/color/ColorInput';
import { ImageInput } from '../../../kinds/image/ImageInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { categoryCreateSchema, categoryMeta } from '../../schemas/category.schema';

export function CategoryFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextInput name="slug" label="Slug" required />
      <TextArea name="description" label="Description" />
      <ImageInput name="icon" label="Icon" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <ColorInput name="accent_color" label="Accent colour" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown in the shop" />
    </>
  );
}

/** The add form without its page, for creating category records inline from a relation select. */
export const categoryInlineForm: InlineForm = { meta: categoryMeta, schema: categoryCreateSchema, Fields: CategoryFields };
