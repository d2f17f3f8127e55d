// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { redirectCreateSchema, redirectMeta, redirectUpdateSchema } from '../../schemas/redirect.schema';
import { RedirectFields } from './RedirectFields';

export default function RedirectFormPage() {
  return (
    <EntityForm meta={redirectMeta} createSchema={redirectCreateSchema} updateSchema={redirectUpdateSchema}>
      <RedirectFields />
    </EntityForm>
  );
}
