// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { userSkillCreateSchema, userSkillMeta, userSkillUpdateSchema } from '../../schemas/user-skill.schema';
import { UserSkillFields } from './UserSkillFields';

export default function UserSkillFormPage() {
  return (
    <EntityForm meta={userSkillMeta} createSchema={userSkillCreateSchema} updateSchema={userSkillUpdateSchema}>
      <UserSkillFields />
    </EntityForm>
  );
}
