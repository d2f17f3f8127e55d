// Generated from entities/banner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { ImageInput, RelationSelect, RichTextInput, TextInput } from '../../../runtime-web/form/fields';
import { bannerCreateSchema, bannerMeta, bannerUpdateSchema } from '../../schemas/banner.schema';

export default function BannerFormPage() {
  return (
    <EntityForm meta={bannerMeta} createSchema={bannerCreateSchema} updateSchema={bannerUpdateSchema}>
      <TextInput name="title" label="Title" required />
      <RelationSelect name="service_id" label="Service" entity="service" show="name" required />
      <TextInput name="sub_title" label="Subtitle" required />
      <RichTextInput name="body" label="Description" />
      <ImageInput name="photo" label="Photo" required="onCreate" />
    </EntityForm>
  );
}
