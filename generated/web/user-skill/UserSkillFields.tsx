// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { userSkillCreateSchema, userSkillMeta } from '../../schemas/user-skill.schema';

export function UserSkillFields() {
  return (
    <>
      <RelationSelect name="user_id" label="Account" entity="user" show="email" required />
      <TextInput name="name" label="Skill" required />
      <SelectInput name="level" label="Level" options={[{ value: 'beginner', label: 'Beginner' }, { value: 'intermediate', label: 'Intermediate' }, { value: 'advanced', label: 'Advanced' }, { value: 'expert', label: 'Expert' }]} required />
    </>
  );
}

/** The add form without its page, for creating skill records inline from a relation select. */
export const userSkillInlineForm: InlineForm = { meta: userSkillMeta, schema: userSkillCreateSchema, Fields: UserSkillFields };
