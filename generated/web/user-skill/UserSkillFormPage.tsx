// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { RelationSelect, SelectInput, TextInput } from '../../../runtime-web/form/fields';
import { userSkillCreateSchema, userSkillMeta, userSkillUpdateSchema } from '../../schemas/user-skill.schema';

export default function UserSkillFormPage() {
  return (
    <EntityForm meta={userSkillMeta} createSchema={userSkillCreateSchema} updateSchema={userSkillUpdateSchema}>
      <RelationSelect name="user_id" label="Account" entity="user" show="email" required />
      <TextInput name="name" label="Skill" required />
      <SelectInput name="level" label="Level" options={[{ value: 'beginner', label: 'Beginner' }, { value: 'intermediate', label: 'Intermediate' }, { value: 'advanced', label: 'Advanced' }, { value: 'expert', label: 'Expert' }]} required />
    </EntityForm>
  );
}
