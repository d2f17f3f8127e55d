// Generated from entities/user-education.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { userEducationCreateSchema, userEducationMeta, userEducationUpdateSchema } from '../../schemas/user-education.schema';
import { UserEducationFields } from './UserEducationFields';

export default function UserEducationFormPage() {
  return (
    <EntityForm meta={userEducationMeta} createSchema={userEducationCreateSchema} updateSchema={userEducationUpdateSchema}>
      <UserEducationFields />
    </EntityForm>
  );
}
