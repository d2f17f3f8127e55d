// Generated from entities/team-member.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { teamMemberCreateSchema, teamMemberMeta, teamMemberUpdateSchema } from '../../schemas/team-member.schema';
import { TeamMemberFields } from './TeamMemberFields';

export default function TeamMemberFormPage() {
  return (
    <EntityForm meta={teamMemberMeta} createSchema={teamMemberCreateSchema} updateSchema={teamMemberUpdateSchema}>
      <TeamMemberFields />
    </EntityForm>
  );
}
