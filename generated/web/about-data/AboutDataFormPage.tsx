// Generated from entities/about-data.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { aboutDataCreateSchema, aboutDataMeta, aboutDataUpdateSchema } from '../../schemas/about-data.schema';
import { AboutDataFields } from './AboutDataFields';

export default function AboutDataFormPage() {
  return (
    <EntityForm meta={aboutDataMeta} createSchema={aboutDataCreateSchema} updateSchema={aboutDataUpdateSchema}>
      <AboutDataFields />
    </EntityForm>
  );
}
