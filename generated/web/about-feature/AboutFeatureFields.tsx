// Generated from entities/about-feature.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { ImageInput } from '../../../kinds/image/ImageInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { aboutFeatureCreateSchema, aboutFeatureMeta } from '../../schemas/about-feature.schema';

export function AboutFeatureFields() {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <TextArea name="description" label="Description" required />
      <ImageInput name="icon" label="Icon" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </>
  );
}

/** The add form without its page, for creating about feature records inline from a relation select. */
export const aboutFeatureInlineForm: InlineForm = { meta: aboutFeatureMeta, schema: aboutFeatureCreateSchema, Fields: AboutFeatureFields };
