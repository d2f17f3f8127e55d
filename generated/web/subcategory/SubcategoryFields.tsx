// Generated from entities/subcategory.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { subcategoryCreateSchema, subcategoryMeta } from '../../schemas/subcategory.schema';

export function SubcategoryFields() {
  return (
    <>
      <RelationSelect name="category_id" label="Category" entity="category" show="name" required />
      <TextInput name="name" label="Name" required />
      <TextInput name="slug" label="Slug" required />
      <TextArea name="description" label="Description" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown in the shop" />
    </>
  );
}

/** The add form without its page, for creating subcategory records inline from a relation select. */
export const subcategoryInlineForm: InlineForm = { meta: subcategoryMeta, schema: subcategoryCreateSchema, Fields: SubcategoryFields };
