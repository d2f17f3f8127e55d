// Generated from entities/media.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { mediaCreateSchema, mediaMeta, mediaUpdateSchema } from '../../schemas/media.schema';
import { MediaFields } from './MediaFields';

export default function MediaFormPage() {
  return (
    <EntityForm meta={mediaMeta} createSchema={mediaCreateSchema} updateSchema={mediaUpdateSchema}>
      <MediaFields />
    </EntityForm>
  );
}
