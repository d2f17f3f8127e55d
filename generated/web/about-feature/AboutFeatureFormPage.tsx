// Generated from entities/about-feature.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { aboutFeatureCreateSchema, aboutFeatureMeta, aboutFeatureUpdateSchema } from '../../schemas/about-feature.schema';
import { AboutFeatureFields } from './AboutFeatureFields';

export default function AboutFeatureFormPage() {
  return (
    <EntityForm meta={aboutFeatureMeta} createSchema={aboutFeatureCreateSchema} updateSchema={aboutFeatureUpdateSchema}>
      <AboutFeatureFields />
    </EntityForm>
  );
}
