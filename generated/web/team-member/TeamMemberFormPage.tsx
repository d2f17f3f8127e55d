// Generated from entities/team-member.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, ImageInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { teamMemberCreateSchema, teamMemberMeta, teamMemberUpdateSchema } from '../../schemas/team-member.schema';

export default function TeamMemberFormPage() {
  return (
    <EntityForm meta={teamMemberMeta} createSchema={teamMemberCreateSchema} updateSchema={teamMemberUpdateSchema}>
      <TextInput name="name" label="Name" required />
      <TextInput name="designation" label="Designation" required />
      <ImageInput name="photo" label="Photo" required="onCreate" />
      <TextArea name="bio" label="Short biography" />
      <TextInput name="email" label="Email" type="email" />
      <TextInput name="linkedin_url" label="LinkedIn" type="url" />
      <TextInput name="x_url" label="X (Twitter)" type="url" />
      <TextInput name="github_url" label="GitHub" type="url" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </EntityForm>
  );
}
