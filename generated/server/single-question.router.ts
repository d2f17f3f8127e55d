// Generated from entities/single-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { createCrudRouter } from '../../runtime-server/crud/router';
import { singleQuestionCreateSchema, singleQuestionMeta, singleQuestionUpdateSchema } from '../schemas/single-question.schema';
import { singleQuestionAnswer } from './serializers';
import { singleQuestionStatements } from './statements/single-question';

/** The REST API of Questions at /api/single-question. */
export const singleQuestionRouter = createCrudRouter({
  meta: singleQuestionMeta,
  createSchema: singleQuestionCreateSchema,
  updateSchema: singleQuestionUpdateSchema,
  answer: singleQuestionAnswer,
  statements: singleQuestionStatements,
});
