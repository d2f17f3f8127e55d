// Generated from entities/address.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { addressCreateSchema, addressMeta } from '../../schemas/address.schema';

export function AddressFields() {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <TextInput name="address_line1" label="Address line 1" required />
      <TextInput name="address_line2" label="Address line 2" />
      <TextInput name="city" label="City" required />
      <TextInput name="region" label="State or region" />
      <TextInput name="postcode" label="Postcode" />
      <TextInput name="country" label="Country" required />
      <TextInput name="phone" label="Phone" type="tel" />
      <TextInput name="email" label="Email" type="email" />
      <TextInput name="opening_hours" label="Opening hours" />
      <TextInput name="map_url" label="Map link" type="url" />
      <Checkbox name="headquarters" label="Head office" />
      <TextInput name="display_order" label="Display order" type="number" />
    </>
  );
}

/** The add form without its page, for creating company address records inline from a relation select. */
export const addressInlineForm: InlineForm = { meta: addressMeta, schema: addressCreateSchema, Fields: AddressFields };
