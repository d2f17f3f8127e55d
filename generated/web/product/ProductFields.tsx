// Generated from entities/product.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ArrayInput } from '../../../kinds/array/ArrayInput';
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { ImageInput } from '../../../kinds/image/ImageInput';
import { MoneyInput } from '../../../kinds/money/MoneyInput';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { productCreateSchema, productMeta } from '../../schemas/product.schema';

export function ProductFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextInput name="slug" label="Slug" required />
      <TextInput name="sku" label="SKU" />
      <RelationSelect name="category_id" label="Category" entity="category" show="name" required />
      <RelationSelect name="subcategory_id" label="Subcategory" entity="subcategory" show="name" />
      <TextArea name="summary" label="Short description" />
      <RichTextInput name="body" label="Description" />
      <ArrayInput name="specifications" label="Specifications" rowLabel="specification" max={30} newRow={{}} renderRow={(r0: string) => (<><TextInput name={`${r0}.label`} label="Label" required /><TextInput name={`${r0}.value`} label="Value" required /></>)} />
      <SelectInput name="billing" label="Billing" options={[{ value: 'one_time', label: 'One-time' }, { value: 'monthly', label: 'Per month' }, { value: 'yearly', label: 'Per year' }]} required />
      <MoneyInput name="price" label="Price" currency="USD" required />
      <MoneyInput name="discount_price" label="Discount price" currency="USD" />
      <TextInput name="discount_start_date" label="Discount starts" type="date" />
      <TextInput name="discount_end_date" label="Discount ends" type="date" />
      <ImageInput name="photo" label="Photo" required="onCreate" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextInput name="quantity" label="Stock quantity" type="number" required />
      <Checkbox name="active" label="On sale" />
      <Checkbox name="featured" label="Show on the home page" />
    </>
  );
}

/** The add form without its page, for creating product records inline from a relation select. */
export const productInlineForm: InlineForm = { meta: productMeta, schema: productCreateSchema, Fields: ProductFields };
