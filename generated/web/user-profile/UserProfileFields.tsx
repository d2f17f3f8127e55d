// Generated from entities/user-profile.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ImageInput } from '../../../kinds/image/ImageInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { userProfileCreateSchema, userProfileMeta } from '../../schemas/user-profile.schema';

export function UserProfileFields() {
  return (
    <>
      <RelationSelect name="user_id" label="Account" entity="user" show="email" required />
      <TextInput name="headline" label="Headline" />
      <TextArea name="bio" label="About me" />
      <ImageInput name="photo" label="Photo" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextInput name="phone" label="Phone" type="tel" />
      <TextInput name="address_line1" label="Address line 1" />
      <TextInput name="address_line2" label="Address line 2" />
      <TextInput name="city" label="City" />
      <TextInput name="region" label="State or region" />
      <TextInput name="postcode" label="Postcode" />
      <TextInput name="country" label="Country" />
    </>
  );
}

/** The add form without its page, for creating profile records inline from a relation select. */
export const userProfileInlineForm: InlineForm = { meta: userProfileMeta, schema: userProfileCreateSchema, Fields: UserProfileFields };
