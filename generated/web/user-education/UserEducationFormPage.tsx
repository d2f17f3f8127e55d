// Generated from entities/user-education.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { RelationSelect, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { userEducationCreateSchema, userEducationMeta, userEducationUpdateSchema } from '../../schemas/user-education.schema';

export default function UserEducationFormPage() {
  return (
    <EntityForm meta={userEducationMeta} createSchema={userEducationCreateSchema} updateSchema={userEducationUpdateSchema}>
      <RelationSelect name="user_id" label="Account" entity="user" show="email" required />
      <TextInput name="institution" label="Institution" required />
      <TextInput name="degree" label="Degree" required />
      <TextInput name="field_of_study" label="Field of study" />
      <TextInput name="start_date" label="Start date" type="date" required />
      <TextInput name="end_date" label="End date" type="date" />
      <TextArea name="description" label="Description" />
    </EntityForm>
  );
}
