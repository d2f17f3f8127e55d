// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { roleCreateSchema, roleMeta, roleUpdateSchema } from '../../schemas/role.schema';
import { RoleFields } from './RoleFields';

export default function RoleFormPage() {
  return (
    <EntityForm meta={roleMeta} createSchema={roleCreateSchema} updateSchema={roleUpdateSchema}>
      <RoleFields />
    </EntityForm>
  );
}
