// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { pageCreateSchema, pageMeta, pageUpdateSchema } from '../../schemas/page.schema';
import { PageFields } from './PageFields';

export default function PageFormPage() {
  return (
    <EntityForm meta={pageMeta} createSchema={pageCreateSchema} updateSchema={pageUpdateSchema}>
      <PageFields />
    </EntityForm>
  );
}
