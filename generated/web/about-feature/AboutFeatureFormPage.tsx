// Generated from entities/about-feature.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, ImageInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { aboutFeatureCreateSchema, aboutFeatureMeta, aboutFeatureUpdateSchema } from '../../schemas/about-feature.schema';

export default function AboutFeatureFormPage() {
  return (
    <EntityForm meta={aboutFeatureMeta} createSchema={aboutFeatureCreateSchema} updateSchema={aboutFeatureUpdateSchema}>
      <TextInput name="title" label="Title" required />
      <TextArea name="description" label="Description" required />
      <ImageInput name="icon" label="Icon" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </EntityForm>
  );
}
