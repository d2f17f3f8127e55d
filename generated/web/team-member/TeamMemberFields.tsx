// Generated from entities/team-member.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { ImageInput } from '../../../kinds/image/ImageInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { teamMemberCreateSchema, teamMemberMeta } from '../../schemas/team-member.schema';

export function TeamMemberFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextInput name="designation" label="Designation" required />
      <ImageInput name="photo" label="Photo" required="onCreate" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextArea name="bio" label="Short biography" />
      <TextInput name="email" label="Email" type="email" />
      <TextInput name="linkedin_url" label="LinkedIn" type="url" />
      <TextInput name="x_url" label="X (Twitter)" type="url" />
      <TextInput name="github_url" label="GitHub" type="url" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </>
  );
}

/** The add form without its page, for creating team member records inline from a relation select. */
export const teamMemberInlineForm: InlineForm = { meta: teamMemberMeta, schema: teamMemberCreateSchema, Fields: TeamMemberFields };
