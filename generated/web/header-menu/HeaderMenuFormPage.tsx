// Generated from entities/header-menu.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { headerMenuCreateSchema, headerMenuMeta, headerMenuUpdateSchema } from '../../schemas/header-menu.schema';
import { HeaderMenuFields } from './HeaderMenuFields';

export default function HeaderMenuFormPage() {
  return (
    <EntityForm meta={headerMenuMeta} createSchema={headerMenuCreateSchema} updateSchema={headerMenuUpdateSchema}>
      <HeaderMenuFields />
    </EntityForm>
  );
}
