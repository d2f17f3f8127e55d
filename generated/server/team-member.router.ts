// Generated from entities/team-member.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { teamMemberCreateSchema, teamMemberMeta, teamMemberUpdateSchema } from '../schemas/team-member.schema';
import { teamMemberAnswer } from './serializers';
import { teamMemberStatements } from './statements/team-member';

/** The REST API of Team Members at /api/team-member. */
export const teamMemberRouter = createCrudRouter({
  meta: teamMemberMeta,
  createSchema: teamMemberCreateSchema,
  updateSchema: teamMemberUpdateSchema,
  answer: teamMemberAnswer,
  statements: teamMemberStatements,
});
