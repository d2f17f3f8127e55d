// Generated from entities/user-profile.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { ImageInput, RelationSelect, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { userProfileCreateSchema, userProfileMeta, userProfileUpdateSchema } from '../../schemas/user-profile.schema';

export default function UserProfileFormPage() {
  return (
    <EntityForm meta={userProfileMeta} createSchema={userProfileCreateSchema} updateSchema={userProfileUpdateSchema}>
      <RelationSelect name="user_id" label="Account" entity="user" show="email" required />
      <TextInput name="headline" label="Headline" />
      <TextArea name="bio" label="About me" />
      <ImageInput name="photo" label="Photo" />
      <TextInput name="phone" label="Phone" type="tel" />
      <TextInput name="address_line1" label="Address line 1" />
      <TextInput name="address_line2" label="Address line 2" />
      <TextInput name="city" label="City" />
      <TextInput name="region" label="State or region" />
      <TextInput name="postcode" label="Postcode" />
      <TextInput name="country" label="Country" />
    </EntityForm>
  );
}
